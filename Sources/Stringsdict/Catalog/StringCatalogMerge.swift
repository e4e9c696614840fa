/// A three-way merge of String Catalogs by key, language and variation, not by line: what a
/// git merge driver for `.xcstrings` files needs.
///
/// Each part (a key's comment and states, a language's value, a plural or device variant, a
/// substitution's fields) merges on its own: changed on one side only, that side wins; changed
/// on both sides to the same result, that result. Changed on both sides to different values is
/// a conflict: the merge keeps ours, marks a conflicting string unit `needs_review`, and lists
/// the conflict. A key (or language) deleted on one side and changed on the other keeps the
/// changed one, marked `needs_review`, and is a conflict too, so nothing is lost silently. So is
/// a value whose structure one side changed (a plural flattened into a string unit) while the
/// other edited it: ours is kept whole, every string unit in it marked `needs_review`.
public enum StringCatalogMerge {
    /// One part changed on both sides.
    public struct Conflict: Sendable, Hashable, CustomStringConvertible {
        /// `["strings", KEY, "localizations", LANG, "stringUnit"]` and the like.
        public let keyPath: [String]
        /// What each side did.
        public let detail: String

        public var description: String { keyPath.joined(separator: " › ") + ": " + detail }
    }

    /// The merged catalog and its conflicts, in key order.
    public struct Result: Sendable {
        /// The merged catalog; conflicting string units keep ours and are marked `needs_review`.
        public var document: StringCatalogDocument
        /// The parts changed on both sides, in key order; empty when the merge is clean.
        public var conflicts: [Conflict]
        /// Room to make for the merged catalog's bytes (from the sizes of the inputs); 0 when
        /// unknown.
        package var outputCapacity = 0

        init(document: StringCatalogDocument, conflicts: [Conflict]) {
            self.document = document
            self.conflicts = conflicts
        }
    }

    /// Merges the changes from `base` to `ours` and from `base` to `theirs`.
    public static func merge(base: StringCatalogDocument, ours: StringCatalogDocument, theirs: StringCatalogDocument) -> Result {
        var merger = Merger()
        let strings = merger.map(base.strings, ours.strings, theirs.strings, ["strings"]) { merger, b, o, t, path in
            merger.entry(b, o, t, path)
        } ?? [:]
        return merger.result(base: base, ours: ours, theirs: theirs, strings: strings)
    }

    typealias Localization = StringCatalogDocument.Localization

    struct Merger {
        var conflicts: [Conflict] = []
        /// Set by a conflict that leaves nothing to mark (a substitution's variations removed by
        /// ours and edited by theirs): the value around it is then marked for review.
        var pendingReview = false

        /// Ours with the merged `strings` and the top-level fields merged, and the conflicts in
        /// key order.
        mutating func result(base: StringCatalogDocument, ours: StringCatalogDocument, theirs: StringCatalogDocument, strings: [String: StringCatalogDocument.Entry]) -> Result {
            var document = ours
            document.sourceLanguage = scalar(base.sourceLanguage, ours.sourceLanguage, theirs.sourceLanguage, ["sourceLanguage"])
            document.version = scalar(base.version, ours.version, theirs.version, ["version"])
            document.otherFields = map(base.otherFields, ours.otherFields, theirs.otherFields, []) { merger, b, o, t, path in
                merger.scalar(b, o, t, path) ?? o
            } ?? [:]
            document.strings = strings
            return Result(document: document, conflicts: conflicts.sorted { $0.keyPath.lexicographicallyPrecedes($1.keyPath) })
        }

        /// A value that merges as a whole: a conflict keeps ours.
        mutating func scalar<T: Equatable>(_ base: T, _ ours: T, _ theirs: T, _ path: [String]) -> T {
            if ours == theirs || theirs == base { return ours }
            if ours == base { return theirs }
            conflicts.append(Conflict(keyPath: path, detail: "changed on both sides (ours \(Self.show(ours)), theirs \(Self.show(theirs))); kept ours"))
            return ours
        }

        /// A side's value in a conflict's message: strings and JSON values (fields this model
        /// does not know) as compact JSON, a missing value as `none`.
        static func show<T>(_ value: T) -> String {
            var text: String
            switch value {
            case let string as String: text = json(.string(string))
            case let string as String?: text = string.map { json(.string($0)) } ?? "none"
            case let value as JSONValue: text = json(value)
            case let value as JSONValue?: text = value.map(json) ?? "none"
            case let fields as [String: JSONValue]:
                text = fields.isEmpty ? "none" : json(.object(JSONObject(fields.map { JSONObject.Member(key: $0.key, value: $0.value) })))
            case let flag as Bool?: text = flag.map { String($0) } ?? "none"
            case let number as Int?: text = number.map { String($0) } ?? "none"
            default: text = String(describing: value)
            }
            if text.count > 120 { text = String(text.prefix(117)) + "…" }
            return text
        }

        /// `value` as compact JSON, by the canonical writer.
        static func json(_ value: JSONValue) -> String {
            String(decoding: CanonicalJSONWriter.compactBytes(of: value), as: UTF8.self)
        }

        /// Merges two maps by key; `element` merges a key present on both sides. nil stays nil
        /// when neither side has the map.
        mutating func map<V: Equatable>(
            _ base: [String: V]?, _ ours: [String: V]?, _ theirs: [String: V]?, _ path: [String],
            element: (inout Merger, V?, V, V, [String]) -> V
        ) -> [String: V]? {
            if ours == theirs || theirs == base { return ours }
            if ours == base { return theirs }
            var result: [String: V] = [:]
            let keys = Set((ours ?? [:]).keys).union((theirs ?? [:]).keys).union((base ?? [:]).keys)
            for key in keys {
                result[key] = item(base?[key], ours?[key], theirs?[key], path + [key], element: element)
            }
            return result
        }

        /// One key of a map: `b`, `o` and `t` are its values in base, ours and theirs; nil when
        /// the merge leaves it out.
        mutating func item<V: Equatable>(_ b: V?, _ o: V?, _ t: V?, _ itemPath: [String], element: (inout Merger, V?, V, V, [String]) -> V) -> V? {
            switch (o, t) {
            case let (o?, t?):
                return (o == t || t == b) ? o : (o == b ? t : element(&self, b, o, t, itemPath))
            case let (o?, nil):
                // Deleted by theirs: gone unless ours changed it.
                if b == nil || o != b {
                    if b != nil {
                        conflicts.append(Conflict(keyPath: itemPath, detail: "deleted by theirs, changed by ours; kept ours, marked needs_review"))
                        return Self.markedForReview(o)
                    }
                    return o
                }
                return nil
            case let (nil, t?):
                if b == nil || t != b {
                    if b != nil {
                        conflicts.append(Conflict(keyPath: itemPath, detail: "deleted by ours, changed by theirs; kept theirs, marked needs_review"))
                        return Self.markedForReview(t)
                    }
                    return t
                }
                return nil
            case (nil, nil):
                return nil
            }
        }

        /// Which parts a value is made of: a string unit, plural or device variations,
        /// substitutions.
        struct Shape: Equatable, CustomStringConvertible {
            var stringUnit: Bool
            var plural: Bool
            var device: Bool
            var substitutions: Bool

            init(_ localization: Localization) {
                stringUnit = localization.stringUnit != nil
                plural = localization.variations?.plural != nil
                device = localization.variations?.device != nil
                substitutions = localization.substitutions != nil
            }

            /// `a string unit`, `plural variations`, `a string unit and substitutions`, …
            var description: String {
                var parts: [String] = []
                if stringUnit { parts.append("a string unit") }
                if plural { parts.append("plural variations") }
                if device { parts.append("device variations") }
                if substitutions { parts.append("substitutions") }
                return parts.isEmpty ? "empty" : parts.joined(separator: " and ")
            }
        }

        static func markedForReview<V>(_ value: V) -> V {
            if let localization = value as? Localization, let marked = reviewed(localization) as? V { return marked }
            if var entry = value as? StringCatalogDocument.Entry {
                entry.localizations = entry.localizations?.mapValues(reviewed)
                if let marked = entry as? V { return marked }
            }
            return value
        }

        /// `localization` with every string unit marked `needs_review`.
        static func reviewed(_ localization: Localization) -> Localization {
            var copy = localization
            copy.stringUnit?.state = "needs_review"
            copy.variations = copy.variations.map(reviewed)
            copy.substitutions = copy.substitutions?.mapValues { substitution in
                var changed = substitution
                changed.variations = substitution.variations.map(reviewed)
                return changed
            }
            return copy
        }

        static func reviewed(_ variations: StringCatalogDocument.Variations) -> StringCatalogDocument.Variations {
            var copy = variations
            copy.plural = variations.plural?.mapValues(reviewed)
            copy.device = variations.device?.mapValues(reviewed)
            return copy
        }

        mutating func entry(_ base: StringCatalogDocument.Entry?, _ ours: StringCatalogDocument.Entry, _ theirs: StringCatalogDocument.Entry, _ path: [String]) -> StringCatalogDocument.Entry {
            var result = ours
            result.comment = scalar(base?.comment, ours.comment, theirs.comment, path + ["comment"])
            result.extractionState = scalar(base?.extractionState, ours.extractionState, theirs.extractionState, path + ["extractionState"])
            result.shouldTranslate = scalar(base?.shouldTranslate, ours.shouldTranslate, theirs.shouldTranslate, path + ["shouldTranslate"])
            result.otherFields = map(base?.otherFields, ours.otherFields, theirs.otherFields, path) { merger, b, o, t, path in
                merger.scalar(b, o, t, path) ?? o
            } ?? [:]
            result.localizations = map(base?.localizations, ours.localizations, theirs.localizations, path + ["localizations"]) { merger, b, o, t, path in
                merger.localization(b, o, t, path)
            }
            return result
        }

        mutating func localization(_ base: Localization?, _ ours: Localization, _ theirs: Localization, _ path: [String]) -> Localization {
            // Both sides changed the value, and one changed its shape (flattened a plural into a
            // string unit, made device variants of a string) while the other edited it: merged
            // part by part, one side's edit would be dropped or the value would get both shapes.
            // The whole of ours is kept and marked for review.
            let oursShape = Shape(ours), theirsShape = Shape(theirs)
            if oursShape != theirsShape {
                conflicts.append(Conflict(keyPath: path, detail: "ours is \(oursShape), theirs is \(theirsShape) (the structure changed on one side, the content on the other); kept ours, marked needs_review"))
                return Self.reviewed(ours)
            }
            let outerPendingReview = pendingReview
            pendingReview = false
            defer { pendingReview = outerPendingReview }
            var result = ours
            result.stringUnit = unit(base?.stringUnit, ours.stringUnit, theirs.stringUnit, path + ["stringUnit"])
            result.variations = variations(base?.variations, ours.variations, theirs.variations, path + ["variations"])
            result.substitutions = map(base?.substitutions, ours.substitutions, theirs.substitutions, path + ["substitutions"]) { merger, b, o, t, path in
                var merged = o
                merged.argNum = merger.scalar(b?.argNum, o.argNum, t.argNum, path + ["argNum"])
                merged.formatSpecifier = merger.scalar(b?.formatSpecifier, o.formatSpecifier, t.formatSpecifier, path + ["formatSpecifier"])
                merged.variations = merger.variations(b?.variations, o.variations, t.variations, path + ["variations"])
                merged.otherFields = merger.scalar(b?.otherFields ?? [:], o.otherFields, t.otherFields, path)
                return merged
            }
            result.otherFields = scalar(base?.otherFields ?? [:], ours.otherFields, theirs.otherFields, path)
            return pendingReview ? Self.reviewed(result) : result
        }

        mutating func variations(_ base: StringCatalogDocument.Variations?, _ ours: StringCatalogDocument.Variations?, _ theirs: StringCatalogDocument.Variations?, _ path: [String]) -> StringCatalogDocument.Variations? {
            if ours == theirs || theirs == base { return ours }
            if ours == base { return theirs }
            guard let ours, let theirs else {
                conflicts.append(Conflict(keyPath: path, detail: "removed on one side, changed on the other; kept ours, marked needs_review"))
                if ours == nil { pendingReview = true }
                return ours.map(Self.reviewed)
            }
            var result = ours
            result.plural = map(base?.plural, ours.plural, theirs.plural, path + ["plural"]) { merger, b, o, t, path in
                merger.localization(b, o, t, path)
            }
            result.device = map(base?.device, ours.device, theirs.device, path + ["device"]) { merger, b, o, t, path in
                merger.localization(b, o, t, path)
            }
            result.otherFields = scalar(base?.otherFields ?? [:], ours.otherFields, theirs.otherFields, path)
            return result
        }

        mutating func unit(_ base: StringCatalogDocument.StringUnit?, _ ours: StringCatalogDocument.StringUnit?, _ theirs: StringCatalogDocument.StringUnit?, _ path: [String]) -> StringCatalogDocument.StringUnit? {
            if ours == theirs || theirs == base { return ours }
            if ours == base { return theirs }
            guard var result = ours else {
                conflicts.append(Conflict(keyPath: path, detail: "removed by ours, changed by theirs; kept theirs, marked needs_review"))
                var kept = theirs
                kept?.state = "needs_review"
                return kept
            }
            guard let theirs else {
                conflicts.append(Conflict(keyPath: path, detail: "removed by theirs, changed by ours; kept ours, marked needs_review"))
                result.state = "needs_review"
                return result
            }
            let value = base?.value
            if result.value == theirs.value || theirs.value == value {
                // Only the states differ: a state changed on one side wins, else ours.
                if result.state == base?.state { result.state = theirs.state }
            } else if result.value == value {
                result.value = theirs.value
                if theirs.state != base?.state || result.state == base?.state { result.state = theirs.state }
            } else {
                conflicts.append(Conflict(keyPath: path, detail: "ours \(Self.show(result.value)), theirs \(Self.show(theirs.value)); kept ours, marked needs_review"))
                result.state = "needs_review"
            }
            if result.otherFields != theirs.otherFields, result.otherFields == (base?.otherFields ?? [:]) { result.otherFields = theirs.otherFields }
            return result
        }
    }
}
