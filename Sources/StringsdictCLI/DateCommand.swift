import ArgumentParser
import Stringsdict
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `stringsdict date <instant> [--template T | --date-style S --time-style S | --pattern P]
/// [--locale L] [--time-zone Z]`: an instant as a locale writes it.
struct DateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "date",
        abstract: "Print an instant formatted for a locale, in date and time styles, a template or a fixed pattern.",
        discussion: """
            The time zone is --time-zone when given, else TZ from the environment when it names a \
            zone, else UTC. Without a layout option the date and the time are shown in the medium style. \
            Without --locale the instant is written for en-US.
            Example: stringsdict date 2014-02-07T12:00:00-07:00 --locale de-DE --template dMMM  →  7. Feb.
            """
    )

    /// The date and time styles, as the command line spells them.
    enum Style: String, ExpressibleByArgument, CaseIterable {
        case none, short, medium, long, full

        var formatterStyle: LocaleDateFormatter.Style {
            switch self {
            case .none: .none
            case .short: .short
            case .medium: .medium
            case .long: .long
            case .full: .full
            }
        }
    }

    @Argument(help: "The instant in ISO 8601 with a UTC offset (2014-02-07T12:00:00-07:00, 2014-02-07T19:00:00Z).")
    var instant: String

    @Option(help: "The fields to show in any order (dMMM, yMMMd, jmm), arranged the locale's way.")
    var template: String?

    @Option(help: "How much of the date to show.")
    var dateStyle: Style?

    @Option(help: "How much of the time to show.")
    var timeStyle: Style?

    @Option(help: "A fixed ICU date pattern, shown as written (yyyy-MM-dd HH:mm).")
    var pattern: String?

    @OptionGroup var localeOptions: LocaleOptions

    @Option(help: "The time zone to show the instant in (UTC, Europe/Berlin, GMT+02:00); TZ or UTC when omitted.")
    var timeZone: String?

    mutating func validate() throws {
        let layouts = [template != nil, pattern != nil, dateStyle != nil || timeStyle != nil].filter { $0 }.count
        guard layouts <= 1 else {
            throw ValidationError("Give one layout: --template, --pattern, or --date-style and --time-style.")
        }
    }

    func run() throws {
        let result = try render()
        for warning in result.warnings { Diagnostics.printWarning(warning) }
        print(result.text)
    }

    /// The formatted instant, and the warnings to show (a `TZ` that names no zone).
    func render() throws -> (text: String, warnings: [String]) {
        let identifier = try localeOptions.identifier(default: "en-US")
        guard let date = Self.parseInstant(instant) else {
            throw CLIError("not an ISO 8601 instant: '\(Diagnostics.echo(instant))' (expected e.g. 2014-02-07T12:00:00-07:00 or 2014-02-07T19:00:00Z)")
        }
        var warnings: [String] = []
        let zone: TimeZoneIdentifier
        if let timeZone {
            do {
                zone = try TimeZoneIdentifier(timeZone)
            } catch {
                throw CLIError(Diagnostics.reason(of: error))
            }
        } else if let environment = TimeZoneIdentifier.fromEnvironment() {
            zone = environment
        } else {
            if let tz = Self.environmentTZ(), !tz.isEmpty {
                warnings.append("TZ='\(Diagnostics.echo(tz))' is not a time zone ICU knows; using UTC")
            }
            zone = .utc
        }
        let layout: LocaleDateFormatter.Layout
        if let template {
            layout = .template(template)
        } else if let pattern {
            layout = .pattern(pattern)
        } else if dateStyle == nil && timeStyle == nil {
            layout = .styles(date: .medium, time: .medium)
        } else {
            layout = .styles(date: (dateStyle ?? .none).formatterStyle, time: (timeStyle ?? .none).formatterStyle)
        }
        do {
            let formatter = try LocaleDateFormatter(locale: identifier, layout: layout, timeZone: zone)
            return (try formatter.string(from: date), warnings)
        } catch let error as FormattingError {
            throw CLIError(Diagnostics.reason(of: error))
        } catch {
            throw CLIError("cannot format dates for \(identifier): \(Diagnostics.reason(of: error))")
        }
    }

    /// An ISO 8601 date and time with a UTC offset or `Z`, with or without fractional seconds.
    static func parseInstant(_ text: String) -> Date? {
        if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
        return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
    }

    private static func environmentTZ() -> String? {
        ProcessInfo.processInfo.environment["TZ"]
    }
}
