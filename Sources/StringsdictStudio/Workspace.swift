import Foundation
import Stringsdict
import StringsdictLint

/// The catalogs the studio serves and their edits: each as loaded from disk (the merge base), as
/// edited, and the lint findings of the file.
actor Workspace {
    /// One catalog, editable (a `.xcstrings` file) or read-only (`.lproj` folders migrated).
    struct Catalog: Sendable {
        /// Its index in ``Workspace/catalogs``: the id in the API's paths.
        let id: Int
        /// The file (or, read-only, the folder it was migrated from).
        let path: String
        /// What the page shows as its name.
        let title: String
        /// Nil for a catalog that can be edited; else why it cannot.
        let readOnly: String?
        /// Why the file could not be read: the error at its position.
        var loadError: StringsdictError?
        /// The bytes as loaded (or last saved): what a save splices into.
        var loadedBytes: [UInt8] = []
        /// The document as loaded (or last saved): the merge base.
        var base = StringCatalogDocument(sourceLanguage: "en")
        /// The document with the page's edits.
        var current = StringCatalogDocument(sourceLanguage: "en")
        /// Every language of the catalog, sorted, the source language included.
        var languages: [String] = []
        /// The lint findings by key (file-level ones under ""); nil while they are computed.
        var findings: [String: [Diagnostic]]?
    }

    /// The catalogs, by id.
    private(set) var catalogs: [Catalog] = []
    /// The grid's JSON by catalog, made once per version of the catalog (edits, saves and lint
    /// results drop it).
    private var grids: [Int: [UInt8]] = [:]
    /// The linter every check goes through: `stringsdict lint`'s, with its defaults.
    nonisolated let linter = Linter()

    /// Opens `path`: a `.xcstrings` file, a `.lproj` folder or a folder of them (also opening the
    /// catalogs in it). Returns how many catalogs were added and what could not be opened.
    func open(_ path: String) -> (count: Int, problems: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return (0, ["stringsdict-studio: \(path): no such file or folder"])
        }
        if !isDirectory.boolValue {
            guard path.hasSuffix(".xcstrings") else { return (0, ["stringsdict-studio: \(path): not a .xcstrings catalog or a folder"]) }
            addCatalog(path)
            return (1, [])
        }
        var count = 0
        var problems: [String] = []
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        for child in children where child.hasSuffix(".xcstrings") {
            addCatalog(trimmed + "/" + child)
            count += 1
        }
        if LocalizationFolder(path: trimmed) != nil || children.contains(where: LocalizationFolder.isFolderName) {
            do {
                let result = try StringCatalogMigration.migrate(paths: [trimmed])
                for failure in result.failures { problems.append("stringsdict-studio: \(failure)") }
                for table in CanonicalJSONWriter.sortedKeys(result.catalogs.keys) {
                    guard let document = result.catalogs[table] else { continue }
                    addReadOnly(document, path: trimmed, table: table)
                    count += 1
                }
            } catch {
                problems.append("stringsdict-studio: \(error)")
            }
        }
        return (count, problems)
    }

    private func addCatalog(_ path: String) {
        let title = path.split(separator: "/").last.map(String.init) ?? path
        var catalog = Catalog(id: catalogs.count, path: path, title: title, readOnly: nil)
        do {
            let bytes = try StringCatalog.bytes(contentsOf: path)
            catalog.loadedBytes = bytes
            let read = try StringCatalog(bytes: bytes, file: path)
            catalog.base = read.document
            catalog.current = read.document
            catalog.languages = read.languages
        } catch {
            catalog.loadError = error
            catalog.findings = [:]
        }
        catalogs.append(catalog)
        if catalog.loadError == nil { startLint(catalog.id) }
    }

    private func addReadOnly(_ document: StringCatalogDocument, path: String, table: String) {
        let folder = path.split(separator: "/").last.map(String.init) ?? path
        let file = path + "/" + table + ".xcstrings"
        var catalog = Catalog(
            id: catalogs.count, path: file, title: "\(folder) › \(table)",
            readOnly: "read from the .lproj folders (as `stringsdict catalog migrate` would make it a catalog): shown, not editable")
        catalog.loadedBytes = document.canonicalBytes()
        catalog.base = document
        catalog.current = document
        catalog.languages = StringCatalog(document: document, file: file).languages
        catalogs.append(catalog)
        startLint(catalog.id)
    }

    /// Lints the whole file in the background; the grid shows findings once they are in.
    private func startLint(_ id: Int) {
        guard catalogs.indices.contains(id) else { return }
        let bytes = catalogs[id].loadedBytes, path = catalogs[id].path, linter = linter
        Task.detached(priority: .utility) {
            let diagnostics = linter.lintCatalog(bytes: bytes, path: path)
            await self.setFindings(id, Self.byKey(diagnostics))
        }
    }

    private func setFindings(_ id: Int, _ findings: [String: [Diagnostic]]) {
        guard catalogs.indices.contains(id) else { return }
        catalogs[id].findings = findings
        grids[id] = nil
    }

    /// The grid of catalog `id` (``StudioAPI/grid(_:)``), made when the catalog changed since.
    func grid(_ id: Int) -> [UInt8]? {
        if let cached = grids[id] { return cached }
        guard let catalog = catalog(id), catalog.loadError == nil else { return nil }
        let bytes = StudioAPI.grid(catalog)
        grids[id] = bytes
        return bytes
    }

    /// Makes every catalog's grid ahead of the page's first request.
    func prepareGrids() {
        for catalog in catalogs { _ = grid(catalog.id) }
    }

    /// Findings grouped by key ("" for the file's own).
    nonisolated static func byKey(_ diagnostics: [Diagnostic]) -> [String: [Diagnostic]] {
        Dictionary(grouping: diagnostics) { $0.key ?? "" }
    }

    /// The catalog `id`, when there is one.
    func catalog(_ id: Int) -> Catalog? {
        catalogs.indices.contains(id) ? catalogs[id] : nil
    }

    // MARK: editing

    /// Why an edit or a save was refused.
    struct Refusal: Error {
        /// The HTTP status to answer.
        var status: Int
        /// What the page shows.
        var message: String
    }

    /// Replaces the entry of `key` in catalog `id` by the one `body` holds: a one-entry catalog
    /// (`{"sourceLanguage": …, "strings": {KEY: ENTRY}}`), read by the library's catalog reader.
    /// Returns the key and the catalog after the edit.
    func edit(_ id: Int, body: [UInt8]) throws(Refusal) -> (key: String, catalog: Catalog) {
        guard var catalog = catalog(id) else { throw Refusal(status: 404, message: "no catalog \(id)") }
        if let reason = catalog.readOnly { throw Refusal(status: 409, message: reason) }
        if catalog.loadError != nil { throw Refusal(status: 409, message: "the catalog did not load; fix the file first") }
        let one: StringCatalogDocument
        do {
            one = try StringCatalogDocument(bytes: body, file: catalog.path)
        } catch {
            throw Refusal(status: 400, message: "the edit is not a catalog entry: \(error.message)")
        }
        guard one.strings.count == 1, let (key, entry) = one.strings.first else {
            throw Refusal(status: 400, message: "an edit holds exactly one entry")
        }
        guard catalog.current.strings[key] != nil else { throw Refusal(status: 404, message: "no key '\(key)' in \(catalog.title)") }
        catalog.current.strings[key] = entry
        for language in entry.localizations?.keys ?? [:].keys where !catalog.languages.contains(language) {
            catalog.languages.append(language)
            catalog.languages.sort()
        }
        catalogs[id] = catalog
        grids[id] = nil
        let findings = entryFindings(catalog, key: key)
        catalogs[id].findings?[key] = findings.isEmpty ? nil : findings
        return (key, catalogs[id])
    }

    /// A one-entry catalog of `key` as `catalog` holds it now, in Xcode's form.
    nonisolated static func single(_ catalog: Catalog, key: String) -> StringCatalogDocument {
        var document = StringCatalogDocument(sourceLanguage: catalog.current.sourceLanguage, version: catalog.current.version ?? "1.0")
        document.strings[key] = catalog.current.strings[key]
        return document
    }

    /// The lint findings for `key`, by the same checker as the file's: the entry alone, as a
    /// one-entry catalog, so a keystroke does not lint the whole file.
    nonisolated func entryFindings(_ catalog: Catalog, key: String) -> [Diagnostic] {
        let document = Self.single(catalog, key: key)
        return linter.lintCatalog(bytes: document.canonicalBytes(), path: catalog.path).filter { $0.key == key }
    }

    /// The outcome of a save.
    struct SaveResult: Sendable {
        /// True when the file was written.
        var written = false
        /// True when the file had changed on disk and the edits were merged into it.
        var merged = false
        /// The merge's conflicts (then nothing was written).
        var conflicts: [StringCatalogMerge.Conflict] = []
        /// Values saved as `needs_review` because they have lint errors: key, language, error.
        var markedForReview: [(key: String, language: String, message: String)] = []
        /// How many entries the write changed.
        var changedEntries = 0
    }

    /// Writes catalog `id`'s edits to its file, atomically, changing only the edited entries.
    ///
    /// A value with a lint error is saved as `needs_review` (never as translated). When the file
    /// changed on disk since it was loaded, the edits are merged with ``StringCatalogMerge``
    /// (base: as loaded; ours: edited; theirs: on disk); on a conflict nothing is written.
    func save(_ id: Int) throws(Refusal) -> SaveResult {
        guard var catalog = catalog(id) else { throw Refusal(status: 404, message: "no catalog \(id)") }
        if let reason = catalog.readOnly { throw Refusal(status: 409, message: reason) }
        if catalog.loadError != nil { throw Refusal(status: 409, message: "the catalog did not load; nothing to save") }
        var result = SaveResult()
        let edited = catalog.current.strings.keys.filter { catalog.current.strings[$0] != catalog.base.strings[$0] }.sorted()
        for key in edited {
            for finding in entryFindings(catalog, key: key) where finding.severity == .error {
                guard let language = Self.language(of: finding, in: catalog),
                      var localization = catalog.current.strings[key]?.localizations?[language] else { continue }
                if Self.markForReview(&localization) {
                    catalog.current.strings[key]?.localizations?[language] = localization
                }
                result.markedForReview.append((key, language, finding.message))
            }
        }
        let disk: [UInt8]
        do {
            disk = try StringCatalog.bytes(contentsOf: catalog.path)
        } catch {
            throw Refusal(status: 500, message: "cannot read \(catalog.path) to save: \(error.message)")
        }
        var onDisk = catalog.base
        var target = catalog.current
        if disk != catalog.loadedBytes {
            do {
                onDisk = try StringCatalogDocument(bytes: disk, file: catalog.path)
            } catch {
                throw Refusal(status: 409, message: "the file changed on disk and no longer reads (\(error)); nothing was written")
            }
            let merge = StringCatalogMerge.merge(base: catalog.base, ours: catalog.current, theirs: onDisk)
            if !merge.conflicts.isEmpty {
                result.conflicts = merge.conflicts
                catalogs[id] = catalog
                return result
            }
            target = merge.document
            result.merged = true
        }
        let bytes = StringCatalogSplice.bytes(of: disk, reading: onDisk, changedTo: target, path: catalog.path)
        result.changedEntries = target.strings.keys.count { target.strings[$0] != onDisk.strings[$0] }
        if bytes != disk {
            do {
                try AtomicFile.write(bytes, to: catalog.path)
            } catch {
                throw Refusal(status: 500, message: error.message)
            }
        }
        result.written = true
        catalog.loadedBytes = bytes
        catalog.base = target
        catalog.current = target
        catalog.languages = StringCatalog(document: target, file: catalog.path).languages
        catalogs[id] = catalog
        grids[id] = nil
        startLint(id)
        return result
    }

    /// Sets every `stringUnit` of `localization` to `needs_review`; true when one changed.
    private static func markForReview(_ localization: inout StringCatalogDocument.Localization) -> Bool {
        var changed = false
        if var unit = localization.stringUnit, unit.state != "needs_review" {
            unit.state = "needs_review"
            localization.stringUnit = unit
            changed = true
        }
        func each(_ map: [String: StringCatalogDocument.Localization]?) -> [String: StringCatalogDocument.Localization]? {
            guard var values = map else { return nil }
            for name in values.keys {
                if var value = values[name], markForReview(&value) {
                    values[name] = value
                    changed = true
                }
            }
            return values
        }
        if var variations = localization.variations {
            variations.plural = each(variations.plural)
            variations.device = each(variations.device)
            localization.variations = variations
        }
        if var substitutions = localization.substitutions {
            for name in substitutions.keys {
                guard var substitution = substitutions[name], var variations = substitution.variations else { continue }
                variations.plural = each(variations.plural)
                substitution.variations = variations
                substitutions[name] = substitution
            }
            localization.substitutions = substitutions
        }
        return changed
    }

    /// The language a finding is about, when it is one of the catalog's.
    nonisolated static func language(of diagnostic: Diagnostic, in catalog: Catalog) -> String? {
        guard let language = diagnostic.language, catalog.languages.contains(language) else { return nil }
        return language
    }
}
