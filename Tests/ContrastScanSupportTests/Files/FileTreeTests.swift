import ContrastScanSupport
import Foundation
import TestSupport
import Testing

/// The folder given is followed when it is a link; links inside it are not; a folder to
/// skip is left out; hidden entries are skipped; names come back sorted.
@Suite("FileTree: the folder given followed, links inside skipped")
struct FileTreeTests {
    private func tree() throws -> TemporaryFolder {
        let dir = try TemporaryFolder()
        for name in ["shots/b.png", "shots/a.PNG", "shots/sub/c.png", "shots/.hidden/d.png", "shots/out/e.png", "elsewhere/f.png"] {
            try FileOutput.write("png", to: dir.path(name), createFolders: true)
        }
        try FileManager.default.createSymbolicLink(atPath: dir.path("shots/f.png"), withDestinationPath: "../elsewhere/f.png")
        try FileManager.default.createSymbolicLink(atPath: dir.path("shots/loop"), withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir.path("shotslink"), withDestinationPath: "shots")
        return dir
    }

    @Test func aFolderGivenAsALinkIsFollowedAndLinksInsideAreNot() throws {
        let dir = try tree()
        let expected = ["a.PNG", "b.png", "out/e.png", "sub/c.png"]
        #expect(try FileTree.files(under: dir.path("shots"), suffix: ".png") == expected)
        #expect(try FileTree.files(under: dir.path("shotslink"), suffix: ".png") == expected)
    }

    @Test func aFolderToSkipIsLeftOut() throws {
        let dir = try tree()
        let out = try Syscalls.status(dir.path("shots/out")).identity
        #expect(try FileTree.files(under: dir.path("shots"), suffix: ".png", skipping: [out]) == ["a.PNG", "b.png", "sub/c.png"])
    }

    @Test func aMissingFolderOrAFileIsAnError() throws {
        let dir = try tree()
        #expect(throws: FileError(path: dir.path("nope"), operation: .list, reason: .notFound)) {
            try FileTree.files(under: dir.path("nope"), suffix: ".png")
        }
        #expect(throws: FileError(path: dir.path("shots/b.png"), operation: .list, reason: .notADirectory)) {
            try FileTree.files(under: dir.path("shots/b.png"), suffix: ".png")
        }
    }
}
