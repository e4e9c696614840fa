/// A device class for `NSStringDeviceSpecificRuleType` variants.
///
/// The raw values are the keys `.stringsdict` files use.
public enum Device: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// A device class as the `.stringsdict` key names it; `other` is the fallback for any device
    /// without its own variant.
    case iphone, ipad, ipod, mac, applewatch, appletv, applevision, other

    /// The raw value, the key `.stringsdict` files use.
    public var description: String { rawValue }
}
