/// Which attributes of which Interface Builder elements are localizable, and the property names
/// `ibtool` gives them in `.strings` keys.
///
/// Element names are those of the XML (`label`, `menuItem`); classes are the element name with
/// its first letter capitalized behind `UI` or `NS` (`UILabel`, `NSMenuItem`), as `ibtool`
/// names them in its comments. Properties held by child elements (button states, segments,
/// accessibility, table header cells) are read by ``InterfaceReader``.
enum InterfaceProperties {
    /// Attribute name → property name, for an element that is itself the object.
    static func attributes(of element: String, platform: InterfaceDocument.Platform) -> [(attribute: String, property: String)] {
        switch platform {
        case .uiKit:
            switch element {
            case "label", "textView": return [("text", "text")]
            case "textField": return [("text", "text"), ("placeholder", "placeholder")]
            case "searchBar": return [("text", "text"), ("placeholder", "placeholder"), ("prompt", "prompt")]
            case "navigationItem": return [("title", "title"), ("prompt", "prompt"), ("backButtonTitle", "backButtonTitle")]
            case "barButtonItem", "tabBarItem": return [("title", "title")]
            case "viewController", "tableViewController", "collectionViewController", "navigationController",
                 "tabBarController", "pageViewController", "splitViewController":
                return [("title", "title")]
            case "tableViewSection": return [("headerTitle", "headerTitle"), ("footerTitle", "footerTitle")]
            default: return []
            }
        case .appKit:
            switch element {
            case "menuItem", "menu", "window", "panel", "box", "viewController", "windowController": return [("title", "title")]
            case "textFieldCell", "searchFieldCell", "secureTextFieldCell", "tokenFieldCell":
                return [("title", "title"), ("placeholderString", "placeholderString")]
            case "buttonCell": return [("title", "title"), ("alternateTitle", "alternateTitle")]
            case "tabViewItem": return [("label", "label"), ("toolTip", "toolTip")]
            // A toolbar item's tool tip is its own property, not a view's (Vienna's migrated
            // MainWindowController catalog: `4c1-NR-ofo.toolTip`).
            case "toolbarItem": return [("label", "label"), ("paletteLabel", "paletteLabel"), ("toolTip", "toolTip")]
            // CotEditor's migrated SnippetsPane catalog: `FAF-cL-AAk.headerToolTip`.
            case "tableColumn": return [("headerToolTip", "headerToolTip")]
            case "touchBarPopoverItem": return [("collapsedRepresentationLabel", "collapsedRepresentationLabel")]
            default: return []
            }
        }
    }

    /// The property a view's tool tip has (AppKit's, and UIKit's since iOS 15):
    /// `ibShadowedToolTip`, except for an element whose own properties name a `toolTip` (a tab
    /// view item, a toolbar item), which has it there instead.
    static func viewToolTipProperty(of element: String, platform: InterfaceDocument.Platform) -> String? {
        attributes(of: element, platform: platform).contains { $0.attribute == "toolTip" } ? nil : "ibShadowedToolTip"
    }

    /// The class `ibtool` names for an element: `UI` or `NS` and the element name capitalized.
    static func className(of element: String, platform: InterfaceDocument.Platform) -> String {
        // The elements whose class is not their name capitalized.
        switch element {
        case "binding": return "CocoaBindingsConnection"
        case "touchBarPopoverItem": return "NSPopoverTouchBarItem"
        // A custom view is an NSView to ibtool (CotEditor's FormatPane: `Class = "NSView"`).
        case "customView" where platform == .appKit: return "NSView"
        default: break
        }
        let prefix = platform == .uiKit ? "UI" : "NS"
        guard let first = element.first else { return prefix }
        return prefix + first.uppercased() + element.dropFirst()
    }

    /// A Cocoa binding's string placeholders (the keys of its `<dictionary key="options">`) and
    /// the properties `ibtool` names them by, `Class = "CocoaBindingsConnection"` and the
    /// binding's id. Placeholders that are numbers (`<integer>`) or empty are not written.
    static let bindingPlaceholders: [String: String] = [
        "NSNullPlaceholder": "ibShadowedIsNilPlaceholder",
        "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
        "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
        "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder",
        "NSDisplayPattern": "ibShadowedDisplayPattern",
    ]

    /// The button states whose titles are localizable, as `state key="…"` writes them.
    static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]
}
