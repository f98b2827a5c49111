import Foundation
import TestSupport
import Testing
import TextRecognition

@Suite("OCR engine: finding the model, loading it, reading one line")
struct OCREngineTests {
    static func emptyFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cs-tessdata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aPrefixWithoutTheModelIsTheOnlyPlaceLookedIn() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let error = #expect(throws: OCRError.self) { try OCRModel.locate(prefix: folder.path) }
        #expect(error == .noModel(language: "eng", searched: ["TESSDATA_PREFIX=\(folder.path)"], fromEnvironment: true))
        #expect(error?.description.contains("set TESSDATA_PREFIX to the folder holding eng.traineddata") == true)
    }

    @Test func withoutAPrefixTheSystemModelIsFound() throws {
        let model = try OCRModel.locate(prefix: nil)
        #expect(model.path.hasSuffix("/eng.traineddata"))
        #expect(OCRModel.systemFolders.contains(model.folder))
    }

    @Test func aDamagedModelIsRefusedNotACrash() throws {
        let folder = try Self.emptyFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a model".utf8).write(to: folder.appendingPathComponent("eng.traineddata"))
        let model = try OCRModel.locate(prefix: folder.path)
        let error = #expect(throws: OCRError.self) { try OCREngine(model: model) }
        #expect(error == .modelRefused(path: model.path))
    }

    /// Tesseract's line model may still "see" a letter or two in nothing at all
    /// (it read "Oo" here); what tells them apart from text is the confidence.
    @Test func aBlankPictureIsReadWithNoConfidence() throws {
        let engine = try OCREngine(model: OCRModel.locate(prefix: nil))
        let reading = try engine.read(GreyImage(width: 200, height: 60))
        #expect(reading.confidence < 0.2, "read \(reading)")
    }

    @Test(arguments: [(2, 40), (40, 2), (40_000, 10)])
    func aPictureOutsideTheSizesIsAnUnreadableCrop(width: Int, height: Int) throws {
        let engine = try OCREngine(model: OCRModel.locate(prefix: nil))
        #expect(throws: OCRError.self) { try engine.read(GreyImage(width: width, height: height)) }
    }

    @Test func thePoolLoadsAFailingModelOnceAndKeepsTheError() throws {
        let pool = OCREnginePool(model: OCRModel(folder: "/nonexistent-tessdata"))
        #expect(pool.loadFailure == nil)
        #expect(throws: OCRError.self) { try pool.read(GreyImage(width: 50, height: 50)) }
        #expect(pool.loadFailure == .noModel(language: "eng", searched: ["/nonexistent-tessdata"], fromEnvironment: false))
    }
}
