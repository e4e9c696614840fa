import Foundation
import Stringsdict

// L10n is generated at build time by StringsdictPlugin with SwiftGen's names and shape
// (.stringsdict.json beside this file: "naming": "swiftgen-structured"): the call sites a project
// that used SwiftGen already has keep working, rendered by swift-stringsdict on any platform.

// A text without arguments is a `static let`, as SwiftGen declares it: read once, for the
// process's preferred languages.
print(L10n.Settings.title)
print(L10n.Settings.Account.signedOut)

// A text with arguments is read at each call: Localizations.current chooses the languages.
for language in ["en", "ru"] {
    do {
        let view = try Localizations(bundle: .module, preferences: [LocaleIdentifier(language)])
        Localizations.$current.withValue(view) {
            for count in [1, 3, 21] {
                print("[\(language)] \(L10n.Files.count(count))")
            }
        }
    } catch {
        print("cannot open \(language): \(error)")
    }
}
