/// Writing a String Catalog's model in Xcode's form straight from the model, without a
/// ``JSONValue`` tree: the same bytes as ``CanonicalJSONWriter/bytes(of:)`` of
/// ``StringCatalogDocument/json``.
///
/// Each object's members come in root collation order: the model's field names in their
/// collation order (worked out once per writer with the collator, not assumed), merged with the
/// object's other fields when it has any; the keys of maps (keys, languages, categories) are
/// sorted by their ICU sort keys, which the collator computes once per distinct string.
extension CanonicalJSONWriter {
    typealias Document = StringCatalogDocument

    /// The canonical bytes of `document`, in an array made with room for `capacity` bytes (the
    /// size expected, so a large catalog is not copied as the array grows).
    static func bytes(of document: StringCatalogDocument, capacity: Int = 1 << 16) -> [UInt8] {
        var writer = CanonicalJSONWriter()
        writer.output.reserveCapacity(max(capacity, 1 << 16))
        // Each group's field numbers in the order of their names' collation.
        writer.catalogFieldOrders = catalogFields.map { names in
            let sorted = writer.collator.sorted(names)
            return sorted.compactMap { name in names.firstIndex(of: name).map { (name, $0) } }
        }
        writer.write(document)
        return writer.output
    }

    private mutating func write(_ document: Document) {
        let fields = catalogFieldOrders[0]
        object(indent: 0, fields: fields, others: document.otherFields) { name in
            switch name {
            case 0: true
            case 1: true
            case 2: document.version != nil
            default: false
            }
        } write: { writer, name, indent in
            switch name {
            case 0: writer.string(document.sourceLanguage)
            case 1: writer.map(document.strings, indent: indent) { writer, entry, indent in writer.write(entry, indent: indent) }
            case 2: writer.string(document.version ?? "")
            default: break
            }
        }
    }

    private mutating func write(_ entry: Document.Entry, indent: Int) {
        let fields = catalogFieldOrders[1]
        object(indent: indent, fields: fields, others: entry.otherFields) { name in
            switch name {
            case 0: entry.comment != nil
            case 1: entry.extractionState != nil
            case 2: entry.shouldTranslate != nil
            case 3: entry.localizations != nil
            default: false
            }
        } write: { writer, name, indent in
            switch name {
            case 0: writer.string(entry.comment ?? "")
            case 1: writer.string(entry.extractionState ?? "")
            case 2: writer.bool(entry.shouldTranslate ?? true)
            case 3: writer.map(entry.localizations ?? [:], indent: indent) { writer, value, indent in writer.write(value, indent: indent) }
            default: break
            }
        }
    }

    private mutating func write(_ localization: Document.Localization, indent: Int) {
        let fields = catalogFieldOrders[2]
        object(indent: indent, fields: fields, others: localization.otherFields) { name in
            switch name {
            case 0: localization.stringUnit != nil
            case 1: localization.variations != nil
            case 2: localization.substitutions != nil
            default: false
            }
        } write: { writer, name, indent in
            switch name {
            case 0: if let unit = localization.stringUnit { writer.write(unit, indent: indent) }
            case 1: if let variations = localization.variations { writer.write(variations, indent: indent) }
            case 2:
                writer.map(localization.substitutions ?? [:], indent: indent) { writer, substitution, indent in writer.write(substitution, indent: indent) }
            default: break
            }
        }
    }

    private mutating func write(_ unit: Document.StringUnit, indent: Int) {
        let fields = catalogFieldOrders[3]
        object(indent: indent, fields: fields, others: unit.otherFields) { name in
            switch name {
            case 0: unit.state != nil
            case 1: true
            default: false
            }
        } write: { writer, name, _ in
            switch name {
            case 0: writer.string(unit.state ?? "")
            case 1: writer.string(unit.value)
            default: break
            }
        }
    }

    private mutating func write(_ variations: Document.Variations, indent: Int) {
        let fields = catalogFieldOrders[4]
        object(indent: indent, fields: fields, others: variations.otherFields) { name in
            switch name {
            case 0: variations.plural != nil
            case 1: variations.device != nil
            default: false
            }
        } write: { writer, name, indent in
            switch name {
            case 0: writer.map(variations.plural ?? [:], indent: indent) { writer, value, indent in writer.write(value, indent: indent) }
            case 1: writer.map(variations.device ?? [:], indent: indent) { writer, value, indent in writer.write(value, indent: indent) }
            default: break
            }
        }
    }

    private mutating func write(_ substitution: Document.Substitution, indent: Int) {
        let fields = catalogFieldOrders[5]
        object(indent: indent, fields: fields, others: substitution.otherFields) { name in
            switch name {
            case 0: substitution.argNum != nil
            case 1: substitution.formatSpecifier != nil
            case 2: substitution.variations != nil
            default: false
            }
        } write: { writer, name, indent in
            switch name {
            case 0: writer.output.append(contentsOf: String(substitution.argNum ?? 0).utf8)
            case 1: writer.string(substitution.formatSpecifier ?? "")
            case 2: if let variations = substitution.variations { writer.write(variations, indent: indent) }
            default: break
            }
        }
    }

    // MARK: objects

    /// The field names of the catalog, document, entry, localization, string unit, variations and
    /// substitution, each in the order the canonical form writes them.
    private static let catalogFields = [
        ["sourceLanguage", "strings", "version"], ["comment", "extractionState", "shouldTranslate", "localizations"],
        ["stringUnit", "variations", "substitutions"], ["state", "value"], ["plural", "device"],
        ["argNum", "formatSpecifier", "variations"],
    ]

    /// Writes an object of the model: the fields among `fields` (names and numbers, in collation
    /// order) for which `present` (given a field's number) is true, each by `write`, and the
    /// `others` whose names are not such a field, all in collation order. An other field named
    /// like a field that is absent is written.
    private mutating func object(
        indent: Int, fields: [(name: String, id: Int)], others: [String: JSONValue], present: (Int) -> Bool,
        write: (inout Self, Int, Int) -> Void
    ) {
        if others.isEmpty {
            var count = 0
            for field in fields where present(field.id) { count += 1 }
            open(count: count)
            var index = 0
            for field in fields where present(field.id) {
                key(field.name, indent: indent)
                write(&self, field.id, indent + 2)
                index += 1
                separator(last: index == count)
            }
            close(indent: indent)
            return
        }
        let taken = fields.filter { present($0.id) }
        var names = taken.map(\.name)
        for name in others.keys where !names.contains(name) { names.append(name) }
        names = collator.sorted(names)
        open(count: names.count)
        for (index, name) in names.enumerated() {
            key(name, indent: indent)
            if let field = taken.first(where: { $0.name == name }) {
                write(&self, field.id, indent + 2)
            } else if let value = others[name] {
                self.write(value, indent: indent + 2)
            }
            separator(last: index == names.count - 1)
        }
        close(indent: indent)
    }

    /// Writes a map of the model (keys, languages, categories, devices, substitutions) with its
    /// keys in collation order.
    private mutating func map<T>(_ values: [String: T], indent: Int, _ write: (inout Self, T, Int) -> Void) {
        let keyed = values.map { (key: collator.sortKey($0.key), name: $0.key, value: $0.value) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }
        open(count: keyed.count)
        for (index, item) in keyed.enumerated() {
            key(item.name, indent: indent)
            write(&self, item.value, indent + 2)
            separator(last: index == keyed.count - 1)
        }
        close(indent: indent)
    }

    private mutating func open(count: Int) {
        output.append(UInt8(ascii: "{"))
        output.append(UInt8(ascii: "\n"))
        if count == 0 { output.append(UInt8(ascii: "\n")) }
    }

    private mutating func key(_ name: String, indent: Int) {
        spaces(indent + 2)
        string(name)
        output.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
    }

    private mutating func separator(last: Bool) {
        if !last { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\n"))
    }

    private mutating func close(indent: Int) {
        spaces(indent)
        output.append(UInt8(ascii: "}"))
    }

    private mutating func bool(_ flag: Bool) {
        output.append(contentsOf: (flag ? "true" : "false").utf8)
    }
}
