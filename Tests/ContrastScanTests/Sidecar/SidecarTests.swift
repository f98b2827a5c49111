import ContrastScan
import ContrastScanSupport
import Foundation
import Testing

@Suite("Sidecar JSON")
struct SidecarTests {
    private func decode(_ json: String) throws(SidecarError) -> Sidecar {
        try SidecarDecoder.decode(Data(json.utf8))
    }

    @Test func readsTheDocumentedExample() throws {
        let sidecar = try decode("""
        {"version":1, "scale":3, "appearance":{"colorScheme":"dark","contrast":"increased","level":"elevated"},
         "regions":[{"id":"title","rect":{"x":20,"y":40,"width":180,"height":24},"role":"largeText",
                     "text":"Account","fontSize":17,"fontWeight":600}]}
        """)
        #expect(sidecar.scale == 3)
        #expect(sidecar.appearance == Appearance(colorScheme: .dark, contrast: .increased, level: .elevated))
        #expect(sidecar.regions == [RegionSpec(id: "title", rect: PointRect(x: 20, y: 40, width: 180, height: 24),
                                               role: .largeText, text: "Account", fontSize: 17, fontWeight: 600)])
    }

    @Test func defaultsScaleToOneAndRoleToText() throws {
        let sidecar = try decode(#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1}}]}"#)
        #expect(sidecar.scale == 1)
        #expect(sidecar.regions[0].role == .text)
        #expect(sidecar.appearance == nil)
    }

    @Test func ignoresUnknownKeysForForwardCompatibility() throws {
        let sidecar = try decode(#"{"version":1,"future":{"x":[1]},"regions":[{"id":"a","hint":"new","rect":{"x":0,"y":0,"width":1,"height":1,"z":3}}]}"#)
        #expect(sidecar.regions.count == 1)
    }

    @Test func readsPerRegionOverrides() throws {
        let sidecar = try decode(#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumRatio":5,"minimumLc":70}]}"#)
        #expect(sidecar.regions[0].minimumRatio == 5)
        #expect(sidecar.regions[0].minimumLc == 70)
    }

    static let invalid: [(String, SidecarError)] = [
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":"4","height":1}}]}"#,
         .wrongType(keyPath: "regions[0].rect.width", expected: "a number")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":4}}]}"#,
         .missingKey(keyPath: "regions[0].rect.height")),
        (#"{"version":1}"#, .missingKey(keyPath: "regions")),
        (#"{"regions":[]}"#, .missingKey(keyPath: "version")),
        (#"{"version":2,"regions":[]}"#, .unsupportedVersion(2)),
        (#"[]"#, .wrongType(keyPath: "(top level)", expected: "an object")),
        (#"{"version":1,"regions":{}}"#, .wrongType(keyPath: "regions", expected: "an array")),
        (#"{"version":1,"scale":0,"regions":[]}"#,
         .invalidValue(keyPath: "scale", reason: "must be a number greater than 0 and at most 16 (got 0)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":0,"height":1}}]}"#,
         .invalidValue(keyPath: "regions[0].rect.width", reason: "must be greater than 0 (got 0)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":-3,"height":1}}]}"#,
         .invalidValue(keyPath: "regions[0].rect.width", reason: "must be greater than 0 (got -3)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":1e308,"y":0,"width":1,"height":1}}]}"#,
         .invalidValue(keyPath: "regions[0].rect.x", reason: "must be a finite number of points within ±1000000 (got 1e+308)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"role":"heading"}]}"#,
         .invalidValue(keyPath: "regions[0].role", reason: "unknown role \"heading\" (expected one of: text, largeText, nonText, decorative)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1}},{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1}}]}"#,
         .duplicateID("a", keyPath: "regions[1].id (first used at regions[0])")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumRatio":0.5}]}"#,
         .invalidValue(keyPath: "regions[0].minimumRatio", reason: "must be a WCAG contrast ratio in 1…21, e.g. 4.5 (got 0.5)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumRatio":21.5}]}"#,
         .invalidValue(keyPath: "regions[0].minimumRatio", reason: "must be a WCAG contrast ratio in 1…21, e.g. 4.5 (got 21.5)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumRatio":"4.5"}]}"#,
         .wrongType(keyPath: "regions[0].minimumRatio", expected: "a number")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumLc":-1}]}"#,
         .invalidValue(keyPath: "regions[0].minimumLc", reason: "must be an APCA Lc magnitude in 0…108, e.g. 75 (got -1.0)")),
        (#"{"version":1,"regions":[{"id":"a","rect":{"x":0,"y":0,"width":1,"height":1},"minimumLc":1e308}]}"#,
         .invalidValue(keyPath: "regions[0].minimumLc", reason: "must be an APCA Lc magnitude in 0…108, e.g. 75 (got 1e+308)")),
    ]

    @Test("rejects a wrong value with its key path", arguments: invalid)
    func rejectsWithKeyPath(_ json: String, _ expected: SidecarError) {
        #expect(throws: expected) { try decode(json) }
    }

    @Test func rejectsMalformedJSONAndInvalidUTF8() {
        for bytes in [Array(#"{"version":1,"regions":[}"#.utf8), [0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]] {
            let error = #expect(throws: SidecarError.self) { try SidecarDecoder.decode(Data(bytes)) }
            if case .malformedJSON = error {} else { Issue.record("expected malformedJSON, got \(String(describing: error))") }
        }
    }
}
