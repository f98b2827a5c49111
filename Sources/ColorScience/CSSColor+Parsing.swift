extension CSSColor {
    /// Parses a colour as a user types it, e.g. on `contrastscan ratio FG BG`,
    /// with CSS Color 4's syntax and its parse-time rules.
    ///
    /// Accepted, case-insensitive, surrounding whitespace ignored:
    /// - hex: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; the `#` is optional;
    /// - the 148 CSS Color 4 named colours and `transparent`;
    /// - `rgb()` / `rgba()`: legacy commas `rgb(255, 0, 0)`, `rgba(100%, 0%, 0%, 0.5)`
    ///   (all numbers or all percentages) or spaces `rgb(255 0 0 / 50%)`;
    ///   clamped to 0–255 / 0–100% as CSS does;
    /// - `hsl()` / `hsla()`: `hsl(120deg 50% 40%)`, `hsl(120 50 40 / 0.5)`, or legacy
    ///   `hsl(120, 50%, 40%)`; a negative saturation is clamped to 0;
    /// - `hwb(120 20% 10%)`;
    /// - `lab(50% 40 -20)` (L 0–100, clamped; 100% of a/b is 125),
    ///   `lch(50 60 30deg)` (100% of C is 150; a negative C is clamped to 0),
    ///   `oklab(0.7 0.1 -0.05)` (L 0–1, clamped; 100% of a/b is 0.4),
    ///   `oklch(0.7 0.1 200)` (100% of C is 0.4);
    /// - `color(space c1 c2 c3 [/ a])` with `srgb`, `srgb-linear`, `display-p3`,
    ///   `display-p3-linear`, `a98-rgb`, `prophoto-rgb`, `rec2020`, `xyz`,
    ///   `xyz-d50` or `xyz-d65`; 100% is 1; values outside 0…1 are kept.
    ///
    /// In the space-separated forms a component may be `none` (read as 0), a
    /// percentage, and a hue a number of degrees or an angle (`deg`, `rad`,
    /// `grad`, `turn`). Alpha is a number or percentage, clamped to 0…1.
    /// Colours outside sRGB are kept as written, never clipped; `hsl()`, `hwb()`
    /// and `rgb()` become sRGB, the others keep their own space (`space`).
    /// `calc()`, relative colours, `color-mix()` and `currentcolor` are rejected.
    ///
    /// - Throws: `CSSColorError`, a one-line message naming `text` and what to
    ///   change: the hex digit count, the nearest colour name, or the function
    ///   and argument at fault.
    public init(parsing text: String) throws(CSSColorError) {
        self = try CSSColorParser(input: text).parse()
    }
}
