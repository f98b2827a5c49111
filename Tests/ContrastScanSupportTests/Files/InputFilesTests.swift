import ContrastScanSupport
import Foundation
import TestSupport
import Testing

/// Outputs are compared with the run's inputs by identity: another spelling, a link or a
/// hard link of an input is that input; a new file or another file is not.
@Suite("InputFiles and EntryIdentity: one file whatever its spelling")
struct InputFilesTests {
    private func folder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileOutput.write("png", to: folder.path("shots/s.png"), createFolders: true)
        try FileOutput.write("json", to: folder.path("shots/s.json"))
        return folder
    }

    @Test func anInputIsFoundByAnySpellingOrLink() throws {
        let dir = try folder()
        var inputs = InputFiles()
        inputs.insert(dir.path("shots/s.json"))
        try FileManager.default.createSymbolicLink(atPath: dir.path("link.json"), withDestinationPath: "shots/s.json")
        try FileManager.default.linkItem(atPath: dir.path("shots/s.json"), toPath: dir.path("hard.json"))
        for spelling in ["shots/s.json", "shots/../shots/s.json", "shots/./s.json", "link.json", "hard.json"] {
            #expect(inputs.input(overwrittenBy: dir.path(spelling)) == dir.path("shots/s.json"), "\(spelling)")
        }
        #expect(inputs.refusal(toWrite: dir.path("link.json")) == "refusing to write over an input of this run (\(dir.path("shots/s.json")))")
    }

    @Test func anotherFileOrANewOneIsNoInput() throws {
        let dir = try folder()
        var inputs = InputFiles()
        inputs.insert(dir.path("shots/s.json"))
        inputs.insert(dir.path("missing.json"))
        #expect(inputs.input(overwrittenBy: dir.path("shots/s.png")) == nil)
        #expect(inputs.input(overwrittenBy: dir.path("new.txt")) == nil)
    }

    @Test func oneEntryBySeveralSpellingsIsKeptOnceButHardLinksAreTwo() throws {
        let dir = try folder()
        try FileManager.default.linkItem(atPath: dir.path("shots/s.png"), toPath: dir.path("shots/t.png"))
        let paths = [dir.path("shots/s.png"), dir.path("shots/./s.png"), dir.path("shots/../shots/s.png"),
                     dir.path("shots/t.png"), dir.path("nowhere/x.png"), dir.path("nowhere/x.png")]
        #expect(EntryIdentity.distinct(paths) == [dir.path("shots/s.png"), dir.path("shots/t.png"),
                                                 dir.path("nowhere/x.png"), dir.path("nowhere/x.png")])
    }
}
