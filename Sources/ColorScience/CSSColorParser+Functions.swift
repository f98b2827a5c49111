/// The colour functions' arguments: how many, of which kind, the parse-time
/// clamps CSS Color 4 prescribes, and the conversion of `hsl()`/`hwb()` to sRGB.
extension CSSColorParser {
    /// `rgb()` and `rgba()`, legacy (commas) or modern (spaces, `/ alpha`).
    /// Numbers are 0–255 and 100% is 255; both clamp, as CSS does at parse time.
    func rgb(_ tokens: [Token], name: Substring) throws(CSSColorError) -> CSSColor {
        let channels = ["red", "green", "blue"].map { Component.number($0, hundredPercent: 255) }
        let (values, alpha): ([Double], Double)
        if tokens.contains(.comma) {
            let (words, alphaWord) = try legacyWords(tokens, name: name, example: "rgb(255, 128, 0)")
            let percentages = words.filter { $0.hasSuffix("%") }.count
            guard percentages == 0 || percentages == 3 else {
                throw .invalid(input, problem: "\(name)() with commas takes all numbers or all percentages; "
                               + "mix them only in the space-separated form, e.g. rgb(255 50% 0)")
            }
            values = try resolve(words, as: channels, function: "\(name)()")
            alpha = try self.alpha(alphaWord, function: "\(name)()")
        } else {
            (values, alpha) = try modern(tokens, name: String(name), components: channels)
        }
        let rgb = values.map { min(max($0, 0), 255) / 255 }
        return CSSColor(space: .srgb, red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// `hsl()` and `hsla()`: hue, saturation, lightness (100% is 100), legacy or modern.
    /// A negative saturation is clamped to 0 at parse time; lightness is not clamped.
    func hsl(_ tokens: [Token], name: Substring) throws(CSSColorError) -> CSSColor {
        let components = [Component.hue, .number("saturation", hundredPercent: 100), .number("lightness", hundredPercent: 100)]
        let (values, alpha): ([Double], Double)
        if tokens.contains(.comma) {
            let (words, alphaWord) = try legacyWords(tokens, name: name, example: "hsl(120, 50%, 40%)")
            guard words[1].hasSuffix("%"), words[2].hasSuffix("%") else {
                throw .invalid(input, problem: "\(name)() with commas takes percentages for saturation and lightness, "
                               + "e.g. hsl(120, 50%, 40%); numbers are allowed only in the space-separated form, e.g. hsl(120 50 40)")
            }
            values = try resolve(words, as: components, function: "\(name)()")
            alpha = try self.alpha(alphaWord, function: "\(name)()")
        } else {
            (values, alpha) = try modern(tokens, name: String(name), components: components)
        }
        let rgb = HueColorModels.hslToSRGB(hue: values[0], saturation: max(values[1], 0), lightness: values[2])
        return CSSColor(space: .srgb, components: rgb, alpha: alpha)
    }

    /// `hwb()`: hue, whiteness, blackness (100% is 100); space-separated only.
    func hwb(_ tokens: [Token]) throws(CSSColorError) -> CSSColor {
        let components = [Component.hue, .number("whiteness", hundredPercent: 100), .number("blackness", hundredPercent: 100)]
        let (values, alpha) = try modern(tokens, name: "hwb", components: components)
        let rgb = HueColorModels.hwbToSRGB(hue: values[0], whiteness: values[1], blackness: values[2])
        return CSSColor(space: .srgb, components: rgb, alpha: alpha)
    }

    /// `lab()`, `lch()`, `oklab()`, `oklch()`: kept in their own space.
    ///
    /// Percent references and clamps are CSS Color 4's: Lab L 0–100 (100% = 100),
    /// a/b 100% = 125, LCH C 100% = 150; Oklab L 0–1 (100% = 1), a/b and C
    /// 100% = 0.4. Lightness is clamped to its range and a negative chroma to 0;
    /// a hue is kept in 0..<360.
    func labFamily(_ tokens: [Token], name: Substring) throws(CSSColorError) -> CSSColor {
        let isOK = name.hasPrefix("ok")
        let isPolar = name.hasSuffix("lch")
        let lightnessScale = isOK ? 1.0 : 100.0
        let components: [Component] = isPolar
            ? [.number("lightness", hundredPercent: lightnessScale), .number("chroma", hundredPercent: isOK ? 0.4 : 150), .hue]
            : [.number("lightness", hundredPercent: lightnessScale), .number("a", hundredPercent: isOK ? 0.4 : 125),
               .number("b", hundredPercent: isOK ? 0.4 : 125)]
        var (values, alpha) = try modern(tokens, name: String(name), components: components)
        values[0] = min(max(values[0], 0), lightnessScale)
        if isPolar {
            values[1] = max(values[1], 0)
            var hue = values[2].truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            values[2] = hue
        }
        let space: CSSColor.Space = isOK ? (isPolar ? .oklch : .oklab) : (isPolar ? .lch : .lab)
        return CSSColor(space: space, components: SIMD3(values[0], values[1], values[2]), alpha: alpha)
    }

    /// `color(space c1 c2 c3 [/ a])`: 100% is 1; values are kept as written,
    /// outside 0…1 too (CSS keeps them: they are colours outside the space's gamut).
    func colorFunction(_ tokens: [Token]) throws(CSSColorError) -> CSSColor {
        let spaceList = CSSColor.Space.predefined.map(\.rawValue).joined(separator: ", ") + " or xyz"
        guard case .word(let spaceName)? = tokens.first else {
            throw .invalid(input, problem: "color() starts with a colour space: \(spaceList)")
        }
        let space: CSSColor.Space
        if spaceName == "xyz" {
            space = .xyzD65
        } else if let named = CSSColor.Space(rawValue: String(spaceName)), named.isPredefined {
            space = named
        } else if Self.number(spaceName) != nil || spaceName.hasSuffix("%") || spaceName == "none" {
            throw .invalid(input, problem: "color() starts with a colour space: \(spaceList)")
        } else {
            let known = CSSColor.Space.predefined.map(\.rawValue) + ["xyz"]
            let advice = EditDistance.closest(to: String(spaceName), among: known)
                .map { "did you mean \($0)? (the spaces are \(spaceList))" } ?? "use \(spaceList)"
            throw .invalid(input, problem: "color() has no colour space \(Self.quoted(spaceName)); \(advice)")
        }
        let names = [.xyzD50, .xyzD65].contains(space) ? ["X", "Y", "Z"] : ["red", "green", "blue"]
        let components = names.map { Component.number($0, hundredPercent: 1) }
        let (values, alpha) = try modern(Array(tokens.dropFirst()), name: "color", components: components,
                                         displayName: "color(\(spaceName) …)")
        return CSSColor(space: space, components: SIMD3(values[0], values[1], values[2]), alpha: alpha)
    }

    // MARK: Argument lists

    /// `c1 c2 c3 [/ a]`, each component read as `components` says.
    ///
    /// - Parameters:
    ///   - name: the function's name, e.g. `hsl`.
    ///   - displayName: how messages write the function when not `name()`, e.g. `color(rec2020 …)`.
    func modern(_ tokens: [Token], name: String, components: [Component],
                displayName: String? = nil) throws(CSSColorError) -> ([Double], Double) {
        let function = displayName ?? "\(name)()"
        let shape = components.map(\.name).joined(separator: " ")
        if tokens.contains(.comma) {
            let legacy = name == "rgb" || name == "rgba" || name == "hsl" || name == "hsla"
            throw .invalid(input, problem: legacy
                ? "\(function) mixes commas and spaces; write \(name)(\(shape)) or separate every argument with a comma"
                : "\(function) separates its components with spaces, not commas: \(name == "color" ? "color(space c1 c2 c3)" : "\(name)(\(shape))")")
        }
        let parts = tokens.split(separator: .slash, omittingEmptySubsequences: false)
        guard parts.count <= 2 else {
            throw .invalid(input, problem: "\(function) has more than one /; only the alpha follows a /")
        }
        let words = parts[0].compactMap { token -> Substring? in if case .word(let w) = token { w } else { nil } }
        guard words.count == components.count else {
            throw .invalid(input, problem: "\(function) takes \(components.count) components (\(shape)), "
                           + "then optionally / alpha; found \(words.count)")
        }
        var alphaWord: Substring?
        if parts.count == 2 {
            let after = parts[1].compactMap { token -> Substring? in if case .word(let w) = token { w } else { nil } }
            guard after.count == 1 else {
                throw .invalid(input, problem: "\(function) takes one alpha after the /; found \(after.count)")
            }
            alphaWord = after[0]
        }
        return (try resolve(words, as: components, function: function), try alpha(alphaWord, function: function))
    }

    /// `a, b, c[, d]`: words and commas alternating, 3 or 4 words, no `none`, no slash.
    /// Returns the three components and the alpha, if any.
    func legacyWords(_ tokens: [Token], name: Substring, example: String) throws(CSSColorError) -> ([Substring], Substring?) {
        let usage = "\(name)() with commas takes 3 components and an optional alpha, all separated by commas, e.g. \(example)"
        var words: [Substring] = []
        for (index, token) in tokens.enumerated() {
            switch (token, index % 2) {
            case (.word(let word), 0): words.append(word)
            case (.comma, 1): continue
            default: throw .invalid(input, problem: usage)
            }
        }
        guard tokens.count % 2 == 1, (3...4).contains(words.count) else { throw .invalid(input, problem: usage) }
        if words.contains("none") {
            throw .invalid(input, problem: "\(name)() with commas cannot take none; use the space-separated form, e.g. \(name)(none 0 0)")
        }
        return (Array(words.prefix(3)), words.count == 4 ? words[3] : nil)
    }

    /// Each word resolved as its component; messages name the component and
    /// `function`, as written there (`hsl()`, `color(rec2020 …)`).
    private func resolve(_ words: [Substring], as components: [Component], function: String) throws(CSSColorError) -> [Double] {
        var values: [Double] = []
        for (word, component) in zip(words, components) {
            let role = Role(argument: component.name, function: function)
            values.append(try resolve(try value(word, role: role), as: component, role: role, word: word))
        }
        return values
    }
}
