import Foundation
import Stringsdict

// L10n is generated at build time by StringsdictPlugin from Resources/: Localizable.xcstrings
// (the root enum) and the .lproj tables (L10n.Settings), read from the target's resource bundle.
for language in ["en", "de", "ru"] {
    let localizations: Localizations
    do {
        localizations = try L10n.localizations.preferring([LocaleIdentifier(language)])
    } catch {
        print("cannot open \(language): \(error)")
        continue
    }
    // A text without arguments is a `static var`: another view goes through the task-local.
    L10n.$localizations.withValue(localizations) {
        print("[\(language)] \(L10n.Settings.title)")
    }
    print("  \(L10n.greeting("Anna", localizations: localizations))")
    for count in [1, 3, 21, 25] {
        print("  \(L10n.filesCount(count, localizations: localizations))")
    }
    print("  \(L10n.storageUsed(2.5, 1250, localizations: localizations))")
    L10n.$localizations.withValue(localizations) {
        print("  \(L10n.Settings.crashReports)")
    }
    // Xcode's keys at run time: the key Xcode extracts from this line is "%lld items in the
    // trash", and LocalizationValue builds the same one.
    let items = 5
    print("  \((try? localizations.string(localized: "\(items) items in the trash", comment: "The trash's footer")) ?? "?")")
    // A resource made here, resolved later for a language (as a server does per request).
    let name = "Anna"
    let greeting = LocalizedResource("greeting", defaultValue: "Hello, \(name)!")
    print("  \((try? greeting.resolve(in: localizations)) ?? "?")")
}

// The plugin copies the localization files into the target's resource bundle
// (PluginDemo_PluginDemo.resources/ next to the executable on Linux): Localizations(bundle:) reads them.
do {
    let bundled = try Localizations(bundle: .module, preferences: [LocaleIdentifier("de")])
    print("[Bundle.module, \(bundled.localization)] \(bundled.localized("title", table: "Settings"))")
} catch {
    print("Bundle.module: \(error)")
}
