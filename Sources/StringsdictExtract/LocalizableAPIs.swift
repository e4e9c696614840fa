/// The public Apple APIs whose parameters take a localizable string, as data: which label of
/// each overload carries a key, and of which type. ``LocalizableAPI/entries`` reads it once.
///
/// Format, one declaration a line (`#` starts a comment, `[Framework]` a section; this package's
/// own API is documented at `doc:` paths of its DocC catalog):
///
///     SIGNATURE  KEYS  DOCUMENTATION
///     type TYPE  DOCUMENTATION
///
/// - `SIGNATURE` is the Swift name with its argument labels, `_` for an unlabelled one:
///   `Text(_:tableName:bundle:comment:)` is an initializer (or function), `.navigationTitle(_:)`
///   a modifier (called after a `.`), `@Parameter(title:description:)` an attribute.
/// - `KEYS` lists the labels whose argument is localizable, with its type, comma-separated:
///   `_=LocalizedStringKey`, `title=LocalizedStringResource,subtitle=LocalizedStringResource`.
///   The other labels are read by name: `tableName`/`table` the table, `comment` the comment,
///   `defaultValue` the source-language value, `bundle` and `locale` ignored.
/// - `type TYPE` declares a type a string literal can be localized as: a literal in a place of
///   that type (`let title: LocalizedStringResource = "…"`, `TYPE("…")`, a project parameter
///   of that type) is extracted.
///
/// Overloads whose parameter is `String` (`Text(verbatim:)`, `Text(_ content: S) where S:
/// StringProtocol`, a variable) are not listed: as in Xcode, they are not localized.
enum LocalizableAPITable {
    static let text = #"""
        [Foundation]
        type LocalizedStringResource  https://developer.apple.com/documentation/foundation/localizedstringresource
        type String.LocalizationValue  https://developer.apple.com/documentation/swift/string/localizationvalue
        String(localized:defaultValue:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
        String(localized:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
        String(localized:options:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/init(localized:options:table:bundle:locale:comment:)
        String(localized:)  localized=LocalizedStringResource  https://developer.apple.com/documentation/swift/string/init(localized:)
        # `.init(localized: "…")` where a String (or AttributedString) is expected: Xcode's
        # extraction reads it (Loki's `.init(localized: "Relaxation", bundle: .module)`).
        .init(localized:defaultValue:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
        .init(localized:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
        AttributedString(localized:defaultValue:options:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/foundation/attributedstring/init(localized:defaultvalue:options:table:bundle:locale:comment:)
        AttributedString(localized:options:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/foundation/attributedstring/init(localized:options:table:bundle:locale:comment:)
        AttributedString(localized:including:options:table:bundle:locale:comment:)  localized=String.LocalizationValue  https://developer.apple.com/documentation/foundation/attributedstring/init(localized:including:options:table:bundle:locale:comment:)
        LocalizedStringResource(_:defaultValue:table:locale:bundle:comment:)  _=String.LocalizationValue  https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:defaultvalue:table:locale:bundle:comment:)
        LocalizedStringResource(_:table:locale:bundle:comment:)  _=String.LocalizationValue  https://developer.apple.com/documentation/foundation/localizedstringresource/init(_:table:locale:bundle:comment:)
        String.LocalizationValue(_:)  _=String.LocalizationValue  https://developer.apple.com/documentation/swift/string/localizationvalue

        [Stringsdict]
        # This package's own run-time API (documented in its DocC catalog): the keys it looks up
        # are the keys extract writes.
        type LocalizationValue  doc:Stringsdict/LocalizationValue
        type LocalizedResource  doc:Stringsdict/LocalizedResource
        .string(localized:table:comment:)  localized=LocalizationValue  doc:Stringsdict/Localizations/string(localized:table:comment:)
        LocalizedResource(_:table:comment:)  _=LocalizationValue  doc:Stringsdict/LocalizedResource/init(_:table:comment:)
        LocalizedResource(_:defaultValue:table:comment:)  _=LocalizationValue  doc:Stringsdict/LocalizedResource/init(_:defaultValue:table:comment:)

        [SwiftUI]
        type LocalizedStringKey  https://developer.apple.com/documentation/swiftui/localizedstringkey
        LocalizedStringKey(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
        Text(_:tableName:bundle:comment:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
        Text(_:)  _=LocalizedStringResource  https://developer.apple.com/documentation/swiftui/text/init(_:)-1ixut
        Button(_:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:action:)
        Button(_:role:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
        Button(_:systemImage:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)
        Button(_:systemImage:role:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
        Button(_:image:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:image:action:)
        Button(_:image:role:action:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:image:role:action:)
        Button(_:intent:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/button/init(_:intent:)
        Label(_:systemImage:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
        Label(_:image:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/label/init(_:image:)
        Toggle(_:isOn:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
        Toggle(_:systemImage:isOn:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/toggle/init(_:systemimage:ison:)
        Toggle(_:image:isOn:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/toggle/init(_:image:ison:)
        Toggle(_:sources:isOn:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/toggle/init(_:sources:ison:)
        Toggle(_:isOn:intent:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:intent:)
        Picker(_:selection:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)
        Picker(_:systemImage:selection:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/picker/init(_:systemimage:selection:content:)
        Picker(_:image:selection:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/picker/init(_:image:selection:content:)
        Picker(_:sources:selection:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/picker/init(_:sources:selection:content:)
        Section(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/section/init(_:content:)
        Section(_:isExpanded:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/section/init(_:isexpanded:content:)
        TextField(_:text:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
        TextField(_:text:prompt:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)
        TextField(_:text:axis:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)
        TextField(_:text:prompt:axis:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:axis:)
        TextField(_:text:onEditingChanged:onCommit:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:text:oneditingchanged:oncommit:)
        TextField(_:value:format:prompt:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:value:format:prompt:)
        TextField(_:value:formatter:prompt:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/textfield/init(_:value:formatter:prompt:)
        SecureField(_:text:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)
        SecureField(_:text:prompt:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/securefield/init(_:text:prompt:)
        SecureField(_:text:onCommit:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/securefield/init(_:text:oncommit:)
        Menu(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menu/init(_:content:)
        Menu(_:content:primaryAction:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menu/init(_:content:primaryaction:)
        Menu(_:systemImage:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menu/init(_:systemimage:content:)
        Menu(_:image:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menu/init(_:image:content:)
        Link(_:destination:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/link/init(_:destination:)
        Stepper(_:value:step:onEditingChanged:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)
        Stepper(_:value:in:step:onEditingChanged:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
        Stepper(_:value:format:step:onEditingChanged:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:format:oneditingchanged:)
        Stepper(_:onIncrement:onDecrement:onEditingChanged:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)
        DatePicker(_:selection:displayedComponents:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)
        DatePicker(_:selection:in:displayedComponents:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)
        MultiDatePicker(_:selection:in:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/multidatepicker/init(_:selection:in:)
        ColorPicker(_:selection:supportsOpacity:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/colorpicker/init(_:selection:supportsopacity:)
        GroupBox(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/groupbox/init(_:content:)
        DisclosureGroup(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)
        DisclosureGroup(_:isExpanded:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)
        LabeledContent(_:value:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:)
        LabeledContent(_:value:format:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:value:format:)
        LabeledContent(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/labeledcontent/init(_:content:)
        ProgressView(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/progressview/init(_:)
        ProgressView(_:value:total:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)
        # Gauge, Slider and .tabItem take their labels as views: the Text and Label inside are extracted by their own entries.
        Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)    https://developer.apple.com/documentation/swiftui/gauge
        ContentUnavailableView(_:systemImage:description:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
        ContentUnavailableView(_:image:description:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:image:description:)
        Tab(_:systemImage:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:content:)
        Tab(_:systemImage:value:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:content:)
        Tab(_:systemImage:value:role:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tab/init(_:systemimage:value:role:content:)
        Tab(_:image:value:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tab/init(_:image:value:content:)
        TabSection(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tabsection/init(_:content:)
        ShareLink(_:item:subject:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:)
        ShareLink(_:items:subject:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/sharelink/init(_:items:subject:message:)
        ShareLink(_:item:subject:message:preview:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/sharelink/init(_:item:subject:message:preview:)
        NavigationLink(_:destination:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)
        NavigationLink(_:value:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
        NavigationLink(_:isActive:destination:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/navigationlink/init(_:isactive:destination:)
        NavigationLink(_:tag:selection:destination:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/navigationlink/init(_:tag:selection:destination:)
        ControlGroup(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/controlgroup/init(_:content:)
        ControlGroup(_:systemImage:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/controlgroup/init(_:systemimage:content:)
        TableColumn(_:value:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:value:)
        TableColumn(_:value:comparator:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:value:comparator:)
        TableColumn(_:value:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:value:content:)
        TableColumn(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:content:)
        TableColumn(_:sortUsing:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/tablecolumn/init(_:sortusing:content:)
        WindowGroup(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/windowgroup/init(_:content:)
        WindowGroup(_:id:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/windowgroup/init(_:id:content:)
        WindowGroup(_:for:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/windowgroup/init(_:for:content:)
        Window(_:id:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/window/init(_:id:content:)
        MenuBarExtra(_:systemImage:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menubarextra/init(_:systemimage:content:)
        MenuBarExtra(_:image:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menubarextra/init(_:image:content:)
        MenuBarExtra(_:isInserted:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/menubarextra/init(_:isinserted:content:)
        CommandMenu(_:content:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/commandmenu/init(_:content:)
        .navigationTitle(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
        .navigationSubtitle(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/navigationsubtitle(_:)
        .navigationBarTitle(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)
        .navigationBarTitle(_:displayMode:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:displaymode:)
        .help(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/help(_:)
        .alert(_:isPresented:actions:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
        .alert(_:isPresented:actions:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
        .alert(_:isPresented:presenting:actions:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)
        .alert(_:isPresented:presenting:actions:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)
        .confirmationDialog(_:isPresented:titleVisibility:actions:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)
        .confirmationDialog(_:isPresented:titleVisibility:actions:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
        .confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)
        .confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)
        .accessibilityLabel(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)
        .accessibilityHint(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/accessibilityhint(_:)
        .accessibilityValue(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)
        .accessibilityAction(named:_:)  named=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)
        .searchable(text:placement:prompt:)  prompt=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
        .searchable(text:isPresented:placement:prompt:)  prompt=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)
        .searchable(text:tokens:placement:prompt:token:)  prompt=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/searchable(text:tokens:placement:prompt:token:)
        .badge(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/view/badge(_:)
        .tabItem(_:)    https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
        .keyboardShortcut(_:modifiers:)    https://developer.apple.com/documentation/swiftui/view/keyboardshortcut(_:modifiers:)

        [Charts]
        .value(_:_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:)
        .value(_:_:unit:)  _=LocalizedStringKey  https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:unit:)
        .value(_:_:calendar:)  _=LocalizedStringKey  https://developer.apple.com/documentation/charts/plottablevalue/value(_:_:calendar:)

        [WidgetKit]
        .displayName(_:)  _=LocalizedStringResource  https://developer.apple.com/documentation/widgetkit/controlwidgetconfiguration/displayname(_:)
        AppIntentRecommendation(intent:description:)  description=LocalizedStringResource  https://developer.apple.com/documentation/widgetkit/appintentrecommendation/init(intent:description:)
        ControlWidgetToggle(_:isOn:action:valueLabel:)  _=LocalizedStringKey  https://developer.apple.com/documentation/widgetkit/controlwidgettoggle/init(_:ison:action:valuelabel:)
        ControlWidgetButton(_:action:actionLabel:)  _=LocalizedStringKey  https://developer.apple.com/documentation/widgetkit/controlwidgetbutton/init(_:action:actionlabel:)
        .configurationDisplayName(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/widgetconfiguration/configurationdisplayname(_:)
        .description(_:)  _=LocalizedStringKey  https://developer.apple.com/documentation/swiftui/widgetconfiguration/description(_:)

        [AppIntents]
        type IntentDescription  https://developer.apple.com/documentation/appintents/intentdescription
        type DisplayRepresentation  https://developer.apple.com/documentation/appintents/displayrepresentation
        type TypeDisplayRepresentation  https://developer.apple.com/documentation/appintents/typedisplayrepresentation
        type IntentDialog  https://developer.apple.com/documentation/appintents/intentdialog
        @Parameter(title:description:default:requestValueDialog:)  title=LocalizedStringResource,description=LocalizedStringResource,requestValueDialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter
        @Parameter(title:description:default:controlStyle:inclusiveRange:requestValueDialog:inputOptions:)  title=LocalizedStringResource,description=LocalizedStringResource,requestValueDialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter
        @Parameter(title:description:default:optionsProvider:requestValueDialog:)  title=LocalizedStringResource,description=LocalizedStringResource,requestValueDialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter
        @Property(title:)  title=LocalizedStringResource  https://developer.apple.com/documentation/appintents/entityproperty
        IntentDescription(_:categoryName:searchKeywords:resultValueName:)  _=LocalizedStringResource,categoryName=LocalizedStringResource,resultValueName=LocalizedStringResource  https://developer.apple.com/documentation/appintents/intentdescription/init(_:categoryname:searchkeywords:resultvaluename:)
        DisplayRepresentation(title:subtitle:image:synonyms:)  title=LocalizedStringResource,subtitle=LocalizedStringResource  https://developer.apple.com/documentation/appintents/displayrepresentation/init(title:subtitle:image:synonyms:)
        DisplayRepresentation(stringLiteral:)  stringLiteral=LocalizedStringResource  https://developer.apple.com/documentation/appintents/displayrepresentation/init(stringliteral:)
        TypeDisplayRepresentation(name:numericFormat:synonyms:)  name=LocalizedStringResource,numericFormat=LocalizedStringResource  https://developer.apple.com/documentation/appintents/typedisplayrepresentation/init(name:numericformat:synonyms:)
        IntentDialog(_:)  _=LocalizedStringResource  https://developer.apple.com/documentation/appintents/intentdialog/init(_:)
        IntentDialog(full:supporting:)  full=LocalizedStringResource,supporting=LocalizedStringResource  https://developer.apple.com/documentation/appintents/intentdialog/init(full:supporting:)
        IntentDialog(full:supporting:systemImageName:)  full=LocalizedStringResource,supporting=LocalizedStringResource  https://developer.apple.com/documentation/appintents/intentdialog/init(full:supporting:systemimagename:)
        .result(dialog:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentresult/result(dialog:)
        .result(value:dialog:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentresult/result(value:dialog:)
        .result(value:dialog:content:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentresult/result(value:dialog:content:)
        .result(dialog:content:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentresult/result(dialog:content:)
        .needsValueError(_:)  _=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter/needsvalueerror(_:)
        .requestValue(_:)  _=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter/requestvalue(_:)
        .requestDisambiguation(among:dialog:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter/requestdisambiguation(among:dialog:)
        .requestConfirmation(for:dialog:)  dialog=IntentDialog  https://developer.apple.com/documentation/appintents/intentparameter/requestconfirmation(for:dialog:)
        Summary(_:)  _=LocalizedStringResource  https://developer.apple.com/documentation/appintents/parametersummarybuilder
        Summary(_:table:)  _=LocalizedStringResource  https://developer.apple.com/documentation/appintents/parametersummarybuilder
        AppShortcut(intent:phrases:shortTitle:systemImageName:)  shortTitle=LocalizedStringResource  https://developer.apple.com/documentation/appintents/appshortcut/init(intent:phrases:shorttitle:systemimagename:)
        """#
}
