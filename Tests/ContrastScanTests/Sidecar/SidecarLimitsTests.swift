import ContrastScan
import ContrastScanSupport
import Foundation
import TestSupport
import Testing

@Suite("Sidecar limits: region count, the image key, values built in code")
struct SidecarLimitsTests {
    static func regions(_ count: Int) -> Data {
        let region = #"{"id":"r\#(0)","rect":{"x":0,"y":0,"width":1,"height":1}}"#
        let list = (0..<count).map { region.replacingOccurrences(of: "r0", with: "r\($0)") }
        return Data(#"{"version":1,"regions":[\#(list.joined(separator: ","))]}"#.utf8)
    }

    @Test func moreRegionsThanTheLimitAreRefusedWithTheCountAndTheOption() throws {
        let error = #expect(throws: SidecarError.self) { try SidecarDecoder.decode(Self.regions(100_000)) }
        #expect(error == .tooManyRegions(count: 100_000, limit: 10_000))
        #expect(error?.description == "sidecar regions: 100000 regions, over the limit of 10000")
    }

    @Test func theLimitCanBeRaisedOrLowered() throws {
        #expect(try SidecarDecoder.decode(Self.regions(10_000)).regions.count == 10_000)
        #expect(try SidecarDecoder.decode(Self.regions(12), maxRegions: 12).regions.count == 12)
        #expect(throws: SidecarError.tooManyRegions(count: 13, limit: 12)) {
            try SidecarDecoder.decode(Self.regions(13), maxRegions: 12)
        }
    }

    @Test func anInMemorySidecarIsHeldToTheSameRules() throws {
        let png = try Data(contentsOf: Goldens.root.appendingPathComponent("card-light.png"))
        let rect = PointRect(x: 0, y: 0, width: 10, height: 10)
        let cases: [(Sidecar, String)] = [
            (Sidecar(scale: .nan, regions: [RegionSpec(id: "a", rect: rect)]),
             "card-light.json: sidecar scale: must be a number greater than 0 and at most 16 (got nan)"),
            (Sidecar(regions: [RegionSpec(id: "a", rect: PointRect(x: .infinity, y: 0, width: 1, height: 1))]),
             "card-light.json: sidecar regions[0].rect.x: must be a finite number of points within ±1000000 (got inf)"),
            (Sidecar(regions: [RegionSpec(id: "a", rect: rect), RegionSpec(id: "a", rect: rect)]),
             "card-light.json: sidecar regions[1].id (first used at regions[0]): duplicate region id \"a\" (ids must be unique)"),
            (Sidecar(regions: [RegionSpec(id: "a", rect: rect)], image: "/etc/passwd"),
             "card-light.json: sidecar image: must be relative to the sidecar's folder, not an absolute path (got \"/etc/passwd\")"),
        ]
        for (sidecar, message) in cases {
            let error = #expect(throws: AnalysisError.self) {
                try Analyzer().analyze(pngData: png, sidecar: sidecar, name: "card-light.png")
            }
            #expect(error?.description == message)
        }
        var analyzer = Analyzer()
        analyzer.maxRegions = 1
        let error = #expect(throws: AnalysisError.self) {
            try analyzer.analyze(pngData: png, sidecar: Sidecar(regions: [RegionSpec(id: "a", rect: rect), RegionSpec(id: "b", rect: rect)]),
                                 name: "card-light.png")
        }
        #expect(error?.problem == .sidecar(.tooManyRegions(count: 2, limit: 1)))
    }

    @Test("the image key stays inside the sidecar's folder", arguments: [
        ("shot.png", nil), ("screens/dark/shot.png", nil), ("./shot.png", nil), ("a..b.png", nil),
        ("", "must name the screenshot, relative to the sidecar's folder (got \"\")"),
        ("/etc/passwd", "must be relative to the sidecar's folder, not an absolute path (got \"/etc/passwd\")"),
        ("../shot.png", "must not leave the sidecar's folder ('..' is not allowed) (got \"../shot.png\")"),
        ("a/../../shot.png", "must not leave the sidecar's folder ('..' is not allowed) (got \"a/../../shot.png\")"),
        ("a/..", "must not leave the sidecar's folder ('..' is not allowed) (got \"a/..\")"),
        ("shot\n.png", "must not contain control characters (got \"shot\\n.png\")"),
    ] as [(String, String?)])
    func imageKey(_ image: String, _ reason: String?) throws {
        let json = Data(#"{"version": 1, "regions": [], "image": \#(String(decoding: try JSONEncoder().encode(image), as: UTF8.self))}"#.utf8)
        if let reason {
            let error = #expect(throws: SidecarError.self) { try SidecarDecoder.decode(json) }
            #expect(error == .invalidValue(keyPath: "image", reason: reason))
            #expect(error.map { !$0.description.contains("\n") } ?? false)
        } else {
            #expect(try SidecarDecoder.decode(json).image == image)
        }
    }

    @Test func aSymbolicLinkOutOfTheFolderIsRefusedOneInsideIsFollowed() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("contrastscan-image-key-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: base) }
        let folder = base.appendingPathComponent("shots"), outside = base.appendingPathComponent("private")
        try fm.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try fm.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: outside.appendingPathComponent("secret.png"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("sub/shot.png"))
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("out.png").path, withDestinationPath: "../private/secret.png")
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("outdir").path, withDestinationPath: outside.path)
        try fm.createSymbolicLink(atPath: folder.appendingPathComponent("in.png").path, withDestinationPath: "sub/shot.png")
        let sidecar = folder.appendingPathComponent("shot.json").path

        #expect(try SidecarImagePath.resolve("in.png", sidecarPath: sidecar) == folder.path + "/in.png")
        #expect(try SidecarImagePath.resolve("missing.png", sidecarPath: sidecar) == folder.path + "/missing.png")
        for escape in ["out.png", "outdir/secret.png"] {
            let error = #expect(throws: SidecarError.self) { try SidecarImagePath.resolve(escape, sidecarPath: sidecar) }
            #expect(error == .invalidValue(keyPath: "image",
                                           reason: "resolves outside the sidecar's folder through a symbolic link (got \"\(escape)\")"))
        }
    }

    @Test("messages quote untrusted text on one line", arguments: [
        ("plain", "\"plain\""), ("two\nlines", "\"two\\nlines\""), ("esc\u{1B}[2J", "\"esc\\u{1B}[2J\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""), ("sep\u{2028}ar", "\"sep\\u{2028}ar\""), ("rtl\u{202E}gnp.exe", "\"rtl\\u{202E}gnp.exe\""),
        ("Größe · 表示", "\"Größe · 表示\""),
    ])
    func messageQuoting(_ text: String, _ quoted: String) {
        #expect(MessageText.quoted(text) == quoted)
        #expect(!MessageText.oneLine(text).contains { $0.isNewline })
    }
}
