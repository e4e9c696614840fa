extension LintRule {
    // MARK: plural categories (graded by reachability, see PluralCoverage)

    static let missingPluralCategory = LintRule(
        "missing-plural-category", .error, .plurals,
        summary: "A plural category the language uses, and whole numbers reach, has no variant",
        hint: "add the category; without it those numbers fall back to 'other'")
    static let missingDecimalCategory = LintRule(
        "missing-decimal-category", .warning, .plurals,
        summary: "A plural category only decimals reach has no variant, and the value type is floating",
        hint: "add the category, or use an integer value type if the number is never fractional")
    static let missingMillionCategory = LintRule(
        "missing-million-category", .warning, .plurals,
        summary: "A plural category reached only at multiples of a million ('many' in French, Spanish, Italian, Portuguese, Catalan) has no variant",
        hint: "add the category (\"1 000 000 de fichiers\") if the number can be that large")
    static let unusedPluralCategory = LintRule(
        "unused-plural-category", .warning, .plurals,
        summary: "A variant for a plural category the language never uses ('zero' is allowed)",
        hint: "remove it, or check that the file is in the right .lproj folder")
    static let missingOther = LintRule(
        "missing-other", .error, .plurals,
        summary: "A plural variable has no 'other' variant",
        hint: "add 'other': it is the fallback for every category without its own key")
    static let variantWithoutNumber = LintRule(
        "variant-without-number", .warning, .plurals,
        summary: "A 'one', 'two' or 'zero' variant does not show the number, but the category covers several numbers in the language",
        hint: "show the number with a specifier (%d) in this variant")

    // MARK: structure

    static let undefinedVariable = LintRule(
        "undefined-variable", .error, .structure,
        summary: "A format refers to a %#@variable@ the entry does not define",
        hint: "add a dictionary with that name to the entry, or fix the name")
    static let unusedVariable = LintRule(
        "unused-variable", .warning, .structure,
        summary: "A variable dictionary no format of the entry refers to",
        hint: "remove it, or refer to it with %#@NAME@")
    static let missingSpecType = LintRule(
        "missing-spec-type", .warning, .structure,
        summary: "A variable has no NSStringFormatSpecTypeKey",
        hint: "add NSStringFormatSpecTypeKey = NSStringPluralRuleType")
    static let missingValueType = LintRule(
        "missing-value-type", .warning, .structure,
        summary: "A variable has no NSStringFormatValueTypeKey, so its argument is taken as an object (@)",
        hint: "add NSStringFormatValueTypeKey with the argument's C type: d, ld, lu, f")
    static let invalidValueType = LintRule(
        "invalid-value-type", .error, .structure,
        summary: "A variable's NSStringFormatValueTypeKey is not a printf conversion, or not one a number can have",
        hint: "write one numeric printf conversion without '%': d, ld, lu, lld, f, .1f")
    static let percentValueType = LintRule(
        "percent-value-type", .warning, .structure,
        summary: "A variable's NSStringFormatValueTypeKey starts with '%'",
        hint: "write the conversion without '%' (ld, not %ld)")
    static let narrowValueType = LintRule(
        "narrow-value-type", .warning, .structure,
        summary: "A plural variable's value type is an integer narrower than 64 bits (d, i, u, hd): a count a Swift Int holds above 2147483647 prints wrong and picks the wrong variant",
        hint: "use ld (lu for an unsigned count), the C type of a Swift Int; Xcode writes lld in String Catalogs")
    static let objectValueType = LintRule(
        "object-value-type", .warning, .structure,
        summary: "A plural variable's value type is an object (@): it selects a variant only when passed a number",
        hint: "use the number's C type (d, ld, lu, f) so a wrong argument is caught")
    static let unsupportedRuleType = LintRule(
        "unsupported-rule-type", .error, .structure,
        summary: "A variable's NSStringFormatSpecTypeKey is not NSStringPluralRuleType",
        hint: "use NSStringPluralRuleType; width and device rules belong at the entry's top level")
    static let variableCycle = LintRule(
        "variable-cycle", .error, .structure,
        summary: "A variable reaches itself through its variants",
        hint: "break the cycle: a variant may not refer, directly or through others, to its own variable")
    static let emptyVariable = LintRule(
        "empty-variable", .error, .structure,
        summary: "A variable dictionary has no variants",
        hint: "add the variants ('one', 'other', …), or remove the variable")
    static let emptyVariant = LintRule(
        "empty-variant", .warning, .structure,
        summary: "A plural variant is an empty string",
        hint: "write the text, or remove the variant to fall back to 'other'")
    static let formatWithoutVariable = LintRule(
        "format-without-variable", .warning, .structure,
        summary: "An entry's NSStringLocalizedFormatKey refers to no variable",
        hint: "make the entry a plain string, or refer to its variable with %#@NAME@")
    static let malformedVariable = LintRule(
        "malformed-variable", .error, .structure,
        summary: "A format writes a variable reference that is not a %#@NAME@ specifier (%# @name @), so it prints as text",
        hint: "write %#@NAME@, or %N$#@NAME@ for a positional argument")
    static let mixedRuleTypes = LintRule(
        "mixed-rule-types", .error, .structure,
        summary: "An entry mixes NSStringLocalizedFormatKey, NSStringVariableWidthRuleType and NSStringDeviceSpecificRuleType",
        hint: "split it into separate keys: an entry uses one rule type")
    static let invalidEntry = LintRule(
        "invalid-entry", .error, .structure,
        summary: "A .stringsdict entry of the wrong shape (no rule key, a value of the wrong type, a bad width or device, nesting too deep)",
        hint: "an entry is a string, or a dictionary with NSStringLocalizedFormatKey and its variables, or width or device variants")
    static let invalidFormat = LintRule(
        "invalid-format", .error, .structure,
        summary: "A format does not parse: a .stringsdict format, or a plain string whose key is used with arguments",
        hint: "fix the specifier; write a literal percent sign as %%")
    static let variableNameCharacters = LintRule(
        "variable-name-characters", .warning, .structure,
        summary: "A variable name uses '.' or '-', which not every tool accepts",
        hint: "use letters, digits and '_' only")

    // MARK: arguments

    static let slotTypeConflict = LintRule(
        "slot-type-conflict", .error, .arguments,
        summary: "Two specifiers read one argument with different types",
        hint: "every specifier that reads one argument must agree on its type")
    static let slotGap = LintRule(
        "slot-gap", .warning, .arguments,
        summary: "An argument below the highest one is never read",
        hint: "read every argument up to the highest; Apple's engine mis-reads arguments after a gap")
    static let argumentAdded = LintRule(
        "argument-added", .error, .arguments,
        summary: "A translation reads an argument the base language does not",
        hint: "the code passes only the base language's arguments; remove the specifier or fix its position")
    static let argumentRetyped = LintRule(
        "argument-retyped", .error, .arguments,
        summary: "A translation reads an argument with another type than the base language",
        hint: "use the base language's conversion for this argument (e.g. %@, %d)")
    static let argumentDropped = LintRule(
        "argument-dropped", .warning, .arguments,
        summary: "A translation never reads an argument the base language reads",
        hint: "show the argument, or confirm the translation may leave it out")

    // MARK: files

    static let syntaxError = LintRule(
        "syntax-error", .error, .files,
        summary: "A file does not parse (XML, binary plist, .strings or String Catalog JSON syntax, encoding, root type)",
        hint: "fix the file at the position shown; `plutil -lint` on macOS agrees")
    static let duplicateKey = LintRule(
        "duplicate-key", .warning, .files,
        summary: "A key written twice in one dictionary or .strings file; the last one wins (in a String Catalog's JSON this tool reads the first, other readers may take the last)",
        hint: "remove one of them")
    static let missingKey = LintRule(
        "missing-key", .warning, .files,
        summary: "A key of the base language is missing from a translation",
        hint: "translate it; until then users see the development language")
    static let missingTable = LintRule(
        "missing-table", .warning, .files,
        summary: "A table (.strings or .stringsdict file) of the base language is missing from a translation",
        hint: "add the file to the translation's .lproj folder")
    static let staleKey = LintRule(
        "stale-key", .warning, .files,
        summary: "A translation has a key the base language no longer has",
        hint: "remove it, or add it to the base language")
    static let translationLength = LintRule(
        "translation-length", .warning, .files,
        summary: "A translation of a string with limited room (width variants, or a max length in its comment) is longer than the source by more than the allowed ratio (1.5× unless --max-length-ratio says otherwise), or than the max length",
        hint: "shorten the translation, or give the string more room; a width variant of the translation can hold a shorter form")
    static let unknownInfoPlistKey = LintRule(
        "unknown-info-plist-key", .warning, .files,
        summary: "An InfoPlist.strings key that the group's Info.plist does not have",
        hint: "fix the key's spelling, or add the key to Info.plist: a localized value of a key Info.plist lacks is never used")
    static let unknownInterfaceObject = LintRule(
        "unknown-interface-object", .warning, .files,
        summary: "A key of a .strings table that belongs to a storyboard or xib (fr.lproj/Main.strings next to Base.lproj/Main.storyboard) names no object or no localizable property of it",
        hint: "regenerate the table with stringsdict ibtool --generate-strings-file and carry the translations over, or remove the key")

    // MARK: String Catalogs

    static let catalogNeedsReview = LintRule(
        "catalog-needs-review", .warning, .catalogs,
        summary: "A String Catalog value is marked needs_review: its source text changed, or a translator flagged it",
        hint: "check the translation, then mark it reviewed in Xcode (state translated)")
    static let catalogStaleKey = LintRule(
        "catalog-stale-key", .warning, .catalogs,
        summary: "A String Catalog key is marked stale: Xcode no longer finds it in the source code",
        hint: "remove the key if nothing uses it; a key used only at run time can be marked manual instead")

    static let catalogNewUnit = LintRule(
        "catalog-new-unit", .warning, .catalogs,
        summary: "A String Catalog value is marked new: nobody has translated or reviewed it, and a compile leaves it out of translations",
        hint: "translate it, then mark it translated; until then users see the development language")
    static let catalogMissingVersion = LintRule(
        "catalog-missing-version", .warning, .catalogs,
        summary: "A String Catalog has no version field",
        hint: "add \"version\" : \"1.0\" at the top level, as Xcode writes it")
    static let catalogArgNumMismatch = LintRule(
        "catalog-argnum-mismatch", .error, .catalogs,
        summary: "A substitution reads another argument (argNum) in a translation than in the base language",
        hint: "give the substitution the base language's argNum; the arguments are the same in every language")

    /// Every rule, grouped (plurals, structure, arguments, files, catalogs) in catalog order.
    public static let all: [LintRule] = [
        missingPluralCategory, missingDecimalCategory, missingMillionCategory, unusedPluralCategory,
        missingOther, variantWithoutNumber,
        undefinedVariable, unusedVariable, missingSpecType, missingValueType, invalidValueType,
        percentValueType, narrowValueType, objectValueType, unsupportedRuleType, variableCycle, emptyVariable,
        emptyVariant, formatWithoutVariable, malformedVariable, mixedRuleTypes, invalidEntry, invalidFormat,
        variableNameCharacters,
        slotTypeConflict, slotGap, argumentAdded, argumentRetyped, argumentDropped,
        syntaxError, duplicateKey, missingKey, missingTable, staleKey, unknownInfoPlistKey, translationLength,
        unknownInterfaceObject,
        catalogNeedsReview, catalogStaleKey, catalogNewUnit, catalogMissingVersion, catalogArgNumMismatch,
    ]
}
