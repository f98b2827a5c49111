import ContrastScanSupport
import ColorScience
import ContrastScan

/// `contrastscan ratio FG BG`: the contrast of two colours, without a screenshot.
struct RatioCommand: Command {
    static let format = Option<ReportFormat>("format", valueName: "format", help: "Output format.", defaultValue: "text")
    static let minimum = Option<Double>("minimum", valueName: "ratio", help: "Exit 1 when the ratio is below this (e.g. 4.5); no rounding.",
                                        expected: "a ratio from 1 to 21") { text in
        guard let value = Double(text), value.isFinite, value >= 1, value <= 21 else { return nil }
        return value
    }

    static let configuration = CommandConfiguration(
        name: "ratio",
        abstract: "Compute the WCAG 2.x ratio and APCA Lc of two colours.",
        discussion: """
        Colours are CSS Color 4: #RGB, #RGBA, #RRGGBB, #RRGGBBAA, a CSS name such as "white", \
        rgb(r g b), hsl(h s l), hwb(h w b), lab(L a b), lch(L C h), oklab(L a b), oklch(L C h), \
        or color(SPACE c1 c2 c3) with srgb, srgb-linear, display-p3, display-p3-linear, a98-rgb, \
        prophoto-rgb, rec2020, xyz, xyz-d50 or xyz-d65; each may end in / alpha (e.g. \
        "oklch(0.7 0.1 200 / 50%)"), and rgb() and hsl() also take commas. Colours outside \
        sRGB are measured without clipping: Display P3 through Little CMS, the others with \
        CSS Color 4's conversion matrices. A translucent foreground is composited over the background first (WCAG contrast is \
        defined for opaque colours); a translucent background over white.

        Exit status: 0 the ratio was computed (whatever its verdicts), 1 it is below \
        --minimum, 64 usage error (including a colour that cannot be read).
        """,
        arguments: [
            ArgumentSpec(name: "foreground", help: "Text (or icon) colour.", repeating: false),
            ArgumentSpec(name: "background", help: "Background colour.", repeating: false),
        ],
        options: [format.spec, minimum.spec])

    /// WCAG 2.x success criteria the text output lists, with their thresholds.
    static let levels: [(name: String, key: String, minimum: Double)] = [
        ("AA", "aa", 4.5), ("AA large", "aaLarge", 3), ("AAA", "aaa", 7), ("AAA large", "aaaLarge", 4.5),
        ("non-text", "nonText", 3),
    ]

    let colors: [CSSColor]
    let format: ReportFormat
    let minimumRatio: Double?

    init(parsing parsed: ParsedArguments) throws(CLIError) {
        guard parsed.positionals.count == 2 else {
            throw .usage(parsed.positionals.count < 2
                ? "Missing expected argument '<background>'"
                : "Unexpected argument '\(parsed.positionals[2])': give two colours, foreground then background")
        }
        var colors: [CSSColor] = []
        for text in parsed.positionals {
            do {
                colors.append(try CSSColor(parsing: text))
            } catch {
                throw .usage(error.description)
            }
        }
        self.colors = colors
        format = try parsed.value(Self.format) ?? .text
        minimumRatio = try parsed.value(Self.minimum)
    }

    func run(in context: CommandContext) throws(CLIError) -> ExitCode {
        let pair = ColorPair(foreground: colors[0], background: colors[1])
        switch format {
        case .json: context.output(Self.json(pair, input: colors))
        case .text: context.output(Self.text(pair, input: colors))
        }
        if let minimumRatio, pair.ratio < minimumRatio { return .failure }
        return .success
    }

    static func text(_ pair: ColorPair, input: [CSSColor]) -> String {
        func name(_ c: MeasuredColor) -> String {
            let hex = c.srgb.isInGamut ? c.srgb.hex : c.srgb.hex + "*"
            return c.source.map { "\($0.css) (\(hex))" } ?? hex
        }
        var lines = ["\(name(pair.foreground)) on \(name(pair.background))"]
        for note in pair.notes { lines.append("  note: \(note)") }
        lines.append("  WCAG 2.x  \(RatioFormat.text(pair.ratio))")
        for level in levels {
            let pass = pair.ratio >= level.minimum
            lines.append("    \(level.name.padding(toLength: 10)) \(pass ? "pass" : "fail")  (needs \(RatioFormat.text(level.minimum)))")
        }
        lines.append("  APCA      Lc \(JSONValue.format(pair.apcaLc, decimals: 1))")
        if !pair.foreground.srgb.isInGamut || !pair.background.srgb.isInGamut {
            lines.append("  * outside the sRGB gamut: the hex is the nearest sRGB colour; the ratio uses the real one")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ pair: ColorPair, input: [CSSColor]) -> String {
        func color(_ c: MeasuredColor) -> JSONValue {
            .object(["srgb": .string(c.srgb.hex), "clipped": .bool(!c.srgb.isInGamut),
                     "source": c.source.map { .string($0.css) } ?? .null,
                     "luminance": .number(c.luminance, decimals: 6)])
        }
        var object: [String: JSONValue] = [
            "foreground": color(pair.foreground),
            "background": color(pair.background),
            "ratio": .number(RatioFormat.truncated(pair.ratio), decimals: 3),
            "apcaLc": .number(pair.apcaLc, decimals: 2),
            "notes": .array(pair.notes.map { .string($0) }),
        ]
        for level in levels { object[level.key] = .bool(pair.ratio >= level.minimum) }
        return JSONValue.object(object).rendered() + "\n"
    }
}
