import ColorManagement
import ColorScience
import PNGCodec

extension ImageColorimetry {
    /// Chooses how to read an image's values from its colour chunks, in the
    /// PNG third edition's precedence (section 4.3 and the chunk texts):
    /// cICP, then iCCP, then sRGB, then cHRM + gAMA; an untagged image is
    /// read as `assumed`, or as sRGB.
    ///
    /// A chunk that cannot be honoured (an HDR cICP, a broken ICC profile)
    /// hands over to the next one in that order, with a warning — the number
    /// may then be less exact, and the report says so.
    public static func resolve(_ chunks: ColorChunks, assumed: AssumedProfile? = nil) -> ImageColorimetry {
        var warnings: [String] = []
        if let assumed, !chunks.isUntagged {
            warnings.append("--assume-profile \(assumed.label) ignored: the image declares its own colour space")
        }
        if let cicp = chunks.cicp {
            switch fromCICP(cicp) {
            case .success(let colorimetry):
                return colorimetry.adding(warnings)
            case .failure(let reason):
                warnings.append("cICP \(cicp.colourPrimaries)/\(cicp.transferCharacteristics)/\(cicp.matrixCoefficients)/\(cicp.fullRange ? 1 : 0) not used: \(reason)")
            }
        }
        if let icc = chunks.iccProfile {
            let label = "iCCP \"\(icc.name)\""
            do {
                let converter = try ColorConverter(.icc(name: icc.name, data: icc.data))
                if let problem = implausibility(of: converter) {
                    warnings.append("\(label) not used: \(problem)")
                } else {
                    return fromICC(converter, label: label).adding(warnings)
                }
            } catch {
                warnings.append("\(label) not used: \(error)")
            }
        } else if chunks.droppedICCProfile {
            warnings.append("iCCP not used: libpng could not read the embedded profile (its warning says why)")
        }
        if chunks.srgbIntent != nil {
            return .srgb(name: "sRGB (sRGB chunk)", warnings: warnings)
        }
        if chunks.gamma != nil || chunks.chromaticities != nil {
            let primaries = chunks.chromaticities.map {
                Primaries(whiteX: $0.whiteX, whiteY: $0.whiteY, redX: $0.redX, redY: $0.redY,
                          greenX: $0.greenX, greenY: $0.greenY, blueX: $0.blueX, blueY: $0.blueY)
            } ?? .srgb
            // gAMA g: encoded = linear ^ g, so linear = encoded ^ (1 / g).
            // cHRM alone says nothing about the curve; sRGB's is the likely one.
            let curve: TransferCurve = chunks.gamma.map { .gamma(exponent: 1 / $0) } ?? .srgb
            var label = chunks.gamma.map { "gAMA \(formatted($0))" } ?? "cHRM without gAMA (sRGB curve assumed)"
            if chunks.gamma != nil && chunks.chromaticities != nil { label += " + cHRM" }
            do {
                let converter = try ColorConverter(.rgb(primaries, curve))
                if let problem = implausibility(of: converter) {
                    warnings.append("\(label) not used: \(problem)")
                } else {
                    let css = primaries.isClose(to: .srgb) && curve == .gamma(exponent: 1) ? "srgb-linear" : "--png-gama-chrm"
                    return ImageColorimetry(name: label, converter: converter, cssSpace: css, warnings: warnings)
                }
            } catch {
                warnings.append("\(label) not used: \(error)")
            }
        }
        if chunks.isUntagged, let assumed {
            switch (assumed, assumed.converter) {
            case (.srgb, _):
                return .srgb(name: "sRGB (untagged; --assume-profile srgb)", warnings: warnings)
            case (.displayP3, let converter?):
                return ImageColorimetry(name: "Display P3 (untagged; --assume-profile display-p3)",
                                        converter: converter, cssSpace: "display-p3").adding(warnings)
            case (.icc(let name, let converter), _):
                return fromICC(converter, label: "untagged; --assume-profile \(name)").adding(warnings)
            case (.displayP3, nil):
                warnings.append("--assume-profile \(assumed.label) not used: Little CMS could not build Display P3")
            }
        }
        let name = chunks.isUntagged ? "sRGB (untagged, assumed)" : "sRGB (fallback)"
        return .srgb(name: name, warnings: warnings)
    }

    // MARK: - Per source

    /// Why a converter cannot be used for contrast, or nil when it can: device white
    /// must come out at luminance 1 and black near 0, each primary at a luminance
    /// between the two, and every probe finite. Little CMS accepts profiles whose
    /// colorants do not add up to white; such a profile would scale every luminance
    /// (white at 1.5 makes black on white 31:1), so it is set aside like one Little
    /// CMS cannot read. Colorants can also add up to white with one of them below
    /// zero (red at Y = -0.2, green and blue making up the rest): white passes, but
    /// pure red is then darker than black and white on red reads 21:1.
    public static func implausibility(of converter: ColorConverter) -> String? {
        func luminance(_ encoded: SIMD3<Double>) -> Double {
            let l = converter.linearSRGB(encoded)
            return WCAG.luminance(linearRed: l.x, green: l.y, blue: l.z)
        }
        let white = luminance(SIMD3(1, 1, 1)), black = luminance(SIMD3(0, 0, 0))
        guard white.isFinite, black.isFinite, abs(white - 1) <= 0.01, abs(black) <= 0.05 else {
            return "it maps white to luminance \(formatted(white)) and black to \(formatted(black)) (expected 1 and 0)"
        }
        for (name, primary) in [("red", SIMD3<Double>(1, 0, 0)), ("green", SIMD3(0, 1, 0)), ("blue", SIMD3(0, 0, 1))] {
            let y = luminance(primary)
            guard y.isFinite, y >= -0.001, y <= 1.001 else {
                return "it maps \(name) to luminance \(formatted(y)) (expected 0…1: no colour is darker than black or lighter than white)"
            }
        }
        for probe in probes {
            let l = converter.linearSRGB(probe)
            guard l.x.isFinite, l.y.isFinite, l.z.isFinite, abs(l.x) < 100, abs(l.y) < 100, abs(l.z) < 100 else {
                return "it gives impossible values (\(l.x), \(l.y), \(l.z)) for \(probe.x), \(probe.y), \(probe.z)"
            }
        }
        return nil
    }

    private static func fromCICP(_ cicp: ColorChunks.CICP) -> Result<ImageColorimetry, CICPProblem> {
        guard cicp.matrixCoefficients == 0 else {
            return .failure(.init("matrix coefficients \(cicp.matrixCoefficients) (only RGB, 0, is used in PNG)"))
        }
        guard cicp.fullRange else { return .failure(.init("narrow-range (video) values are not supported")) }
        let primaries: Primaries, primariesName: String, cssPrimaries: String
        switch cicp.colourPrimaries {
        case 1: (primaries, primariesName, cssPrimaries) = (.srgb, "BT.709/sRGB", "srgb")
        case 12: (primaries, primariesName, cssPrimaries) = (.displayP3, "Display P3", "display-p3")
        case 9: (primaries, primariesName, cssPrimaries) = (.bt2020, "BT.2020", "rec2020")
        default: return .failure(.init("colour primaries \(cicp.colourPrimaries) are not supported (1, 9, 12 are)"))
        }
        let curve: TransferCurve, curveName: String
        switch cicp.transferCharacteristics {
        case 13: (curve, curveName) = (.srgb, "sRGB curve")
        case 8: (curve, curveName) = (.gamma(exponent: 1), "linear")
        case 1, 6, 14, 15: (curve, curveName) = (.bt709, "BT.709 curve")
        case 16, 18:
            return .failure(.init("HDR transfer (PQ or HLG) has no WCAG luminance; contrast is defined for SDR"))
        default: return .failure(.init("transfer characteristics \(cicp.transferCharacteristics) are not supported (1, 6, 8, 13, 14, 15 are)"))
        }
        let name = "\(primariesName), \(curveName) (cICP)"
        if cicp.colourPrimaries == 1 && curve == .srgb { return .success(.srgb(name: "sRGB (cICP)")) }
        do {
            let converter = try ColorConverter(.rgb(primaries, curve))
            let css: String
            switch (cssPrimaries, curve) {
            case ("display-p3", .srgb): css = "display-p3"
            case ("srgb", .gamma(exponent: 1)): css = "srgb-linear"
            case ("rec2020", .bt709): css = "rec2020"
            default: css = "--cicp-\(cicp.colourPrimaries)-\(cicp.transferCharacteristics)"
            }
            return .success(ImageColorimetry(name: name, converter: converter, cssSpace: css))
        } catch {
            return .failure(.init(error.description))
        }
    }

    /// An ICC profile's colorimetry; recognises Display P3 and sRGB by what the
    /// profile does (probe colours through both), not by its name.
    private static func fromICC(_ converter: ColorConverter, label: String) -> ImageColorimetry {
        let description = converter.profileDescription.isEmpty ? "" : ", \"\(converter.profileDescription)\""
        if let srgb = referenceSRGB, converts(converter, like: srgb) {
            return ImageColorimetry(name: "sRGB (\(label)\(description))", converter: converter, cssSpace: nil)
        }
        if let p3 = referenceDisplayP3, converts(converter, like: p3) {
            return ImageColorimetry(name: "Display P3 (\(label)\(description))", converter: converter, cssSpace: "display-p3")
        }
        return ImageColorimetry(name: "ICC (\(label)\(description))", converter: converter,
                                cssSpace: "--" + slug(converter.profileDescription.isEmpty ? "icc" : converter.profileDescription))
    }

    private static let referenceSRGB = try? ColorConverter(.srgb)
    static let referenceDisplayP3 = try? ColorConverter(.displayP3)
    private static let probes: [SIMD3<Double>] = [
        SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1), SIMD3(1, 1, 1),
        SIMD3(0.5, 0.5, 0.5), SIMD3(0.2, 0.6, 0.9), SIMD3(0.03, 0.03, 0.03),
    ]

    private static func converts(_ a: ColorConverter, like b: ColorConverter) -> Bool {
        if a.isGray { return false }
        return probes.allSatisfy { p in
            let d = a.linearSRGB(p) - b.linearSRGB(p)
            return max(abs(d.x), abs(d.y), abs(d.z)) < 2e-3
        }
    }

    private static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty && !out.hasSuffix("-") {
                out += "-"
            }
            if out.count >= 40 { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "icc" : out
    }

    private static func formatted(_ value: Double) -> String {
        let rounded = (value * 100_000).rounded() / 100_000
        return String(rounded)
    }

    private func adding(_ more: [String]) -> ImageColorimetry {
        var copy = self
        copy.warnings = more + copy.warnings
        return copy
    }
}

/// Why a cICP chunk cannot be honoured (internal; becomes a warning).
private struct CICPProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
