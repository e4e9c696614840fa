/// A device class for `NSStringDeviceSpecificRuleType` variants.
///
/// The raw values are the keys `.stringsdict` files use.
public enum Device: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other

    public var description: String { rawValue }
}
