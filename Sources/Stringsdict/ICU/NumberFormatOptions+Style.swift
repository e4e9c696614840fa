extension NumberFormatOptions {
    /// How a value is rounded to the digits shown.
    ///
    /// The ICU skeleton stems `rounding-mode-*`. ICU's default, like Apple's `NumberFormatter`, is
    /// ``halfEven`` (2.5 → 2, 3.5 → 4).
    public enum RoundingMode: String, Hashable, Sendable, CaseIterable {
        /// Toward positive infinity.
        case ceiling
        /// Toward negative infinity.
        case floor
        /// Toward zero.
        case down
        /// Away from zero.
        case up
        /// To the nearest; ties to the even neighbour (banker's rounding).
        case halfEven
        /// To the nearest; ties toward zero.
        case halfDown
        /// To the nearest; ties away from zero (school rounding).
        case halfUp

        /// The ICU skeleton stem, e.g. `rounding-mode-half-up`.
        public var skeletonStem: String {
            switch self {
            case .ceiling: "rounding-mode-ceiling"
            case .floor: "rounding-mode-floor"
            case .down: "rounding-mode-down"
            case .up: "rounding-mode-up"
            case .halfEven: "rounding-mode-half-even"
            case .halfDown: "rounding-mode-half-down"
            case .halfUp: "rounding-mode-half-up"
            }
        }
    }

    /// The ICU number skeleton for these options shown in `style`, or nil for
    /// ``NumberStyleFormatter/Style/spellOut`` (rule-based, no skeleton).
    ///
    /// The style adds to the options: `none` rounds to an integer (`precision-integer`),
    /// `currency` adds `currency/XXX` (the currency's own fraction digits unless the options set
    /// a precision), `percent` adds `percent scale/100` (2.5 → 250 %), `scientific` sets the
    /// scientific notation (engineering, when the options ask for it, is kept). The rounding mode
    /// is written only when it is not ICU's default (half-even).
    ///
    /// - Parameters:
    ///   - style: the style the options are shown in.
    ///   - currencyCode: an ISO 4217 code, already validated; used only by `currency`.
    ///   - roundingMode: how values are rounded to the digits shown.
    public func skeleton(
        style: NumberStyleFormatter.Style,
        currencyCode: String? = nil,
        roundingMode: RoundingMode = .halfEven
    ) -> String? {
        var options = self
        var prefix: [String] = []
        switch style {
        case .spellOut:
            return nil
        case .none:
            options.precision = .integer
        case .decimal:
            break
        case .currency:
            if let currencyCode { prefix.append("currency/\(currencyCode)") }
        case .percent:
            prefix.append(contentsOf: ["percent", "scale/100"])
        case .scientific:
            if options.notation == .standard { options.notation = .scientific }
        }
        var stems = prefix
        let base = options.skeleton
        if !base.isEmpty { stems.append(base) }
        if roundingMode != .halfEven { stems.append(roundingMode.skeletonStem) }
        return stems.joined(separator: " ")
    }
}
