/// The strings of an `Info.plist` that are translated in `InfoPlist.strings`, as Xcode extracts
/// them for its exports and String Catalogs: each with the name Xcode's property-list editor
/// gives its key as the comment (`Bundle name` for `CFBundleName`, `Privacy - Camera Usage
/// Description` for `NSCameraUsageDescription`), which is the comment Xcode writes above such a
/// key in the `InfoPlist.strings` files it makes and the note of its XLIFF unit.
///
/// The keys taken are those of ``names`` and ``unnamedPrompts`` whose value is a string. As in
/// Xcode, a key Xcode does not know is not taken, even one ending in `UsageDescription`: Xcode
/// 16's and 26's exports of geteduroam and Itori leave out their
/// `NSUserNotificationsUsageDescription` and `NSUserNotificationUsageDescription` (no such Apple
/// key exists).
public enum InfoPlistStrings {
    /// One localizable string of an `Info.plist`.
    public struct Entry: Sendable, Hashable {
        /// The key (`CFBundleDisplayName`).
        public var key: String
        /// The value as the `Info.plist` writes it; it may hold build-setting references such as
        /// `$(PRODUCT_NAME)`, which only a build expands (see ``hasBuildSettingReference(_:)``).
        public var value: String
        /// Xcode's name for the key (`Bundle display name`); nil when it is not known.
        public var comment: String?
        /// Where the value is in the `Info.plist`.
        public var location: SourceLocation

        /// An entry.
        public init(key: String, value: String, comment: String?, location: SourceLocation) {
            self.key = key
            self.value = value
            self.comment = comment
            self.location = location
        }
    }

    /// Xcode's names for the localizable `Info.plist` keys, as its property-list editor shows
    /// them and as it writes them for comments.
    public static let names: [String: String] = [
        "CFBundleDisplayName": "Bundle display name",
        "CFBundleName": "Bundle name",
        "NSHumanReadableCopyright": "Copyright (human-readable)",
        "NFCReaderUsageDescription": "Privacy - NFC Scan Usage Description",
        "NSAppleEventsUsageDescription": "Privacy - AppleEvents Sending Usage Description",
        "NSAppleMusicUsageDescription": "Privacy - Media Library Usage Description",
        "NSBluetoothAlwaysUsageDescription": "Privacy - Bluetooth Always Usage Description",
        "NSBluetoothPeripheralUsageDescription": "Privacy - Bluetooth Peripheral Usage Description",
        "NSCalendarsFullAccessUsageDescription": "Privacy - Calendars Full Access Usage Description",
        "NSCalendarsUsageDescription": "Privacy - Calendars Usage Description",
        "NSCalendarsWriteOnlyAccessUsageDescription": "Privacy - Calendars Write Only Usage Description",
        "NSCameraUsageDescription": "Privacy - Camera Usage Description",
        "NSContactsUsageDescription": "Privacy - Contacts Usage Description",
        "NSDesktopFolderUsageDescription": "Privacy - Desktop Folder Usage Description",
        "NSDocumentsFolderUsageDescription": "Privacy - Documents Folder Usage Description",
        "NSDownloadsFolderUsageDescription": "Privacy - Downloads Folder Usage Description",
        "NSFaceIDUsageDescription": "Privacy - Face ID Usage Description",
        "NSFallDetectionUsageDescription": "Privacy - Fall Detection Usage Description",
        "NSFocusStatusUsageDescription": "Privacy - Focus Status Usage Description",
        "NSGKFriendListUsageDescription": "Privacy - GameKit Friend List Usage Description",
        "NSHandsTrackingUsageDescription": "Privacy - Hands Tracking Usage Description",
        "NSHealthShareUsageDescription": "Privacy - Health Share Usage Description",
        "NSHealthUpdateUsageDescription": "Privacy - Health Update Usage Description",
        "NSHomeKitUsageDescription": "Privacy - HomeKit Usage Description",
        "NSLocalNetworkUsageDescription": "Privacy - Local Network Usage Description",
        "NSLocationAlwaysAndWhenInUseUsageDescription": "Privacy - Location Always and When In Use Usage Description",
        "NSLocationAlwaysUsageDescription": "Privacy - Location Always Usage Description",
        "NSLocationUsageDescription": "Privacy - Location Usage Description",
        "NSLocationWhenInUseUsageDescription": "Privacy - Location When In Use Usage Description",
        "NSMicrophoneUsageDescription": "Privacy - Microphone Usage Description",
        "NSMotionUsageDescription": "Privacy - Motion Usage Description",
        "NSNearbyInteractionAllowOnceUsageDescription": "Privacy - Nearby Interaction Allow Once Usage Description",
        "NSNearbyInteractionUsageDescription": "Privacy - Nearby Interaction Usage Description",
        "NSNetworkVolumesUsageDescription": "Privacy - Network Volumes Usage Description",
        "NSPhotoLibraryAddUsageDescription": "Privacy - Photo Library Additions Usage Description",
        "NSPhotoLibraryUsageDescription": "Privacy - Photo Library Usage Description",
        "NSRemindersFullAccessUsageDescription": "Privacy - Reminders Full Access Usage Description",
        "NSRemindersUsageDescription": "Privacy - Reminders Usage Description",
        "NSRemovableVolumesUsageDescription": "Privacy - Removable Volumes Usage Description",
        "NSSiriUsageDescription": "Privacy - Siri Usage Description",
        "NSSpeechRecognitionUsageDescription": "Privacy - Speech Recognition Usage Description",
        "NSSystemAdministrationUsageDescription": "Privacy - System Administration Usage Description",
        "NSSystemExtensionUsageDescription": "Privacy - System Extension Usage Description",
        "NSUserTrackingUsageDescription": "Privacy - Tracking Usage Description",
        "NSVideoSubscriberAccountUsageDescription": "Privacy - Video Subscriber Account Usage Description",
        "NSWorldSensingUsageDescription": "Privacy - World Sensing Usage Description",
    ]

    /// Apple's other privacy prompts (each a string the system shows), whose names in Xcode's
    /// editor are not known here: taken, with no comment.
    public static let unnamedPrompts: Set<String> = [
        "NSCriticalMessagingUsageDescription", "NSEnterpriseMCAMUsageDescription", "NSFileProviderDomainUsageDescription",
        "NSFinancialDataUsageDescription", "NSHealthClinicalHealthRecordsShareUsageDescription", "NSIdentityUsageDescription",
        "NSMainCameraUsageDescription", "NSSensorKitUsageDescription",
    ]

    /// Whether `table` is an `Info.plist`'s table: `InfoPlist`, or `<Target>-InfoPlist`, the
    /// name Xcode gives a generated `Info.plist`'s table (and renames back when it builds).
    public static func isTable(_ table: String) -> Bool {
        table == "InfoPlist" || table.hasSuffix("-InfoPlist")
    }

    /// Whether `key` is translated in `InfoPlist.strings`: a key of ``names`` or of
    /// ``unnamedPrompts`` (Xcode takes no key it does not know, see the type's notes).
    public static func isLocalizable(_ key: String) -> Bool {
        names[key] != nil || unnamedPrompts.contains(key)
    }

    /// The localizable strings of `dictionary` (an `Info.plist`'s root), in key order.
    public static func strings(in dictionary: PropertyListDictionary) -> [Entry] {
        var seen = Set<String>()
        var entries: [Entry] = []
        for entry in dictionary.entries where isLocalizable(entry.key) && seen.insert(entry.key).inserted {
            guard let value = entry.value.string else { continue }
            entries.append(Entry(key: entry.key, value: value, comment: names[entry.key], location: entry.value.location))
        }
        return entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// The names an `Info.plist` gives its document types (`CFBundleDocumentTypes`'
    /// `CFBundleTypeName`) and the types it declares (`UTExportedTypeDeclarations`' and
    /// `UTImportedTypeDeclarations`' `UTTypeDescription`): Finder shows them, and
    /// `InfoPlist.strings` translates them keyed by the name itself. Distinct, in file order.
    public static func typeNames(in dictionary: PropertyListDictionary) -> [String] {
        typeNames(in: dictionary, documentTypes: true)
    }

    /// The `UTTypeDescription`s of the types the `Info.plist` exports and imports, in order,
    /// each once: the names Xcode's build extracts for the `InfoPlist` table (iina's migration
    /// added its 36 that no file translated as `{}`, and none of its document types' names).
    public static func typeDescriptions(in dictionary: PropertyListDictionary) -> [String] {
        typeNames(in: dictionary, documentTypes: false)
    }

    /// ``typeDescriptions(in:)`` of the `Info.plist` at `path`; none when it cannot be read.
    public static func typeDescriptions(contentsOf path: String) -> [String] {
        guard let root = try? PropertyListReader.read(contentsOf: path), let dictionary = root.dictionary else { return [] }
        return typeDescriptions(in: dictionary)
    }

    private static func typeNames(in dictionary: PropertyListDictionary, documentTypes: Bool) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        let lists = [("CFBundleDocumentTypes", "CFBundleTypeName"), ("UTExportedTypeDeclarations", "UTTypeDescription"), ("UTImportedTypeDeclarations", "UTTypeDescription")]
        for (list, field) in lists where documentTypes || field == "UTTypeDescription" {
            for item in dictionary[list]?.array ?? [] {
                guard let name = item.dictionary?[field]?.string, !name.isEmpty, seen.insert(name).inserted else { continue }
                names.append(name)
            }
        }
        return names
    }

    /// ``typeNames(in:)`` of the `Info.plist` at `path`; none when it cannot be read.
    public static func typeNames(contentsOf path: String) -> [String] {
        guard let root = try? PropertyListReader.read(contentsOf: path), let dictionary = root.dictionary else { return [] }
        return typeNames(in: dictionary)
    }

    /// The localizable strings of the `Info.plist` at `path` (XML or binary), in key order.
    ///
    /// - Throws: ``StringsdictError`` when the file cannot be read, does not parse, or its root
    ///   is not a dictionary.
    public static func strings(contentsOf path: String) throws(StringsdictError) -> [Entry] {
        let root = try PropertyListReader.read(contentsOf: path)
        guard let dictionary = root.dictionary else {
            throw StringsdictError(.structure, "the root of Info.plist is \(root.value.typeName), not a dictionary", at: root.location,
                                   hint: "an Info.plist is a dictionary of keys such as CFBundleDisplayName")
        }
        return strings(in: dictionary)
    }

    /// The localizable strings of the `Info.plist` at `path` as a build of its target has them:
    /// each value's build settings (`$(PRODUCT_NAME)`) expanded with those of the Xcode project
    /// target whose `INFOPLIST_FILE` it is (``XcodeProject/target(forInfoPlist:)``: a project in
    /// a folder above it), where one is found, with the keys Xcode adds from the target's
    /// settings when it also generates the `Info.plist` (``XcodeProject/Target/infoPlistStrings()``);
    /// as written where no target is found, and where a setting is not known.
    ///
    /// - Throws: ``StringsdictError`` as ``strings(contentsOf:)``.
    public static func builtStrings(contentsOf path: String) throws(StringsdictError) -> [Entry] {
        guard let target = XcodeProject.target(forInfoPlist: path) else { return try strings(contentsOf: path) }
        return try target.infoPlistStrings()
    }

    /// The `Info.plist` of the target whose `.lproj` folders are in `folder`: `folder/Info.plist`,
    /// else the one in the folder above it when `folder` names one (`App/Info.plist` for the
    /// folders of `App/Resources`); nil when neither exists. A project whose `Info.plist` is
    /// elsewhere (Xcode's `INFOPLIST_FILE` setting) names it instead.
    public static func infoPlist(forLocalizationsIn folder: String) -> String? {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        let here = (folder.isEmpty || folder == "." ? "" : folder + "/") + "Info.plist"
        if DirectoryListing.isFile(here) { return here }
        guard let slash = folder.lastIndex(of: "/") else { return nil }
        let above = String(folder[..<slash]) + "/Info.plist"
        return DirectoryListing.isFile(above) ? above : nil
    }

    /// Whether `value` refers to a build setting (`$(PRODUCT_NAME)`, `${EXECUTABLE_NAME}`), which
    /// only a build expands. A `$(` with no closer after it is text.
    public static func hasBuildSettingReference(_ value: String) -> Bool {
        guard value.utf8.contains(UInt8(ascii: "$")) else { return false }
        return !references(in: Array(value.utf8)).isEmpty
    }

    /// The byte ranges of the build-setting references in `bytes`, in order: each `$(` or `${` up
    /// to its closer (`)` or `}`); one with no closer is text.
    static func references(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        // Once a closer is not found, none is after any later opener either: linear time.
        var closers: [UInt8: Bool] = [UInt8(ascii: ")"): true, UInt8(ascii: "}"): true]
        while index + 1 < bytes.count {
            let opener = bytes[index + 1]
            if bytes[index] == UInt8(ascii: "$"), opener == UInt8(ascii: "(") || opener == UInt8(ascii: "{") {
                let closer = opener == UInt8(ascii: "(") ? UInt8(ascii: ")") : UInt8(ascii: "}")
                if closers[closer] == true, let end = bytes[(index + 2)...].firstIndex(of: closer) {
                    ranges.append(index..<end + 1)
                    index = end + 1
                    continue
                }
                closers[closer] = false
            }
            index += 1
        }
        return ranges
    }

    /// Whether `text` is what `value` can expand to: its build-setting references match any text
    /// (none included), the rest matches itself. A value without references matches only itself.
    /// Longer inputs than 4,096 bytes match only when equal.
    public static func value(_ value: String, canExpandTo text: String) -> Bool {
        if value == text { return true }
        let pattern = Array(value.utf8), subject = Array(text.utf8)
        guard pattern.count <= 4096, subject.count <= 4096 else { return false }
        // The literal runs between the references.
        var pieces: [[UInt8]] = []
        var literal = 0
        for reference in references(in: pattern) {
            pieces.append(Array(pattern[literal..<reference.lowerBound]))
            literal = reference.upperBound
        }
        pieces.append(Array(pattern[literal...]))
        guard pieces.count > 1 else { return false }
        // First piece anchors the start, last the end; the middle ones are found left to right.
        guard let first = pieces.first, let last = pieces.last, subject.count >= first.count + last.count,
              subject.starts(with: first), subject.suffix(last.count).elementsEqual(last) else { return false }
        var position = first.count
        let limit = subject.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = firstRange(of: piece, in: subject, from: position, before: limit) else { return false }
            position = found
        }
        return true
    }

    /// The index just after the first `piece` in `subject[from..<before]`, nil when none.
    private static func firstRange(of piece: [UInt8], in subject: [UInt8], from start: Int, before limit: Int) -> Int? {
        guard limit - start >= piece.count else { return nil }
        var index = start
        while index + piece.count <= limit {
            if subject[index..<(index + piece.count)].elementsEqual(piece) { return index + piece.count }
            index += 1
        }
        return nil
    }
}
