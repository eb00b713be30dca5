import Foundation
import Testing
@testable import NavMigrateKit

@Suite struct WorkflowAtomicWriterTests {
    private func modificationDate(_ path: String) -> Date? {
        try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    }

    private func permissions(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func writesAndKeepsPermissions() throws {
        let folder = TemporaryFolder()
        let path = folder.write("A.swift", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = try AtomicWriter.write(Array("new\n".utf8), to: path, expected: Array("old\n".utf8))
        #expect(result == .written)
        #expect(folder.read("A.swift") == "new\n")
        #expect(permissions(path) == 0o640)
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])
    }

    @Test func equalOutputLeavesTheFileAndItsMtimeAlone() throws {
        let folder = TemporaryFolder()
        let path = folder.write("A.swift", "same\n")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        let result = try AtomicWriter.write(Array("same\n".utf8), to: path, expected: Array("same\n".utf8))
        #expect(result == .unchanged)
        #expect(modificationDate(path) == past)
    }

    @Test func fileChangedOnDiskIsNotOverwritten() {
        let folder = TemporaryFolder()
        let path = folder.write("A.swift", "edited by someone else\n")
        #expect {
            try AtomicWriter.write(Array("new\n".utf8), to: path, expected: Array("old\n".utf8))
        } throws: { error in
            (error as? AtomicWriter.Failure)?.reason == .changedOnDisk
        }
        #expect(folder.read("A.swift") == "edited by someone else\n")
    }

    @Test func symlinksAndHardLinksAreRefused() throws {
        let folder = TemporaryFolder()
        let target = folder.write("A.swift", "old\n")
        folder.symlink("L.swift", to: "A.swift")
        #expect(throws: AtomicWriter.Failure.self) {
            try AtomicWriter.write(Array("new\n".utf8), to: folder.url("L.swift"), expected: Array("old\n".utf8))
        }
        try FileManager.default.linkItem(atPath: target, toPath: folder.url("H.swift"))
        #expect(throws: AtomicWriter.Failure.self) {
            try AtomicWriter.write(Array("new\n".utf8), to: target, expected: Array("old\n".utf8))
        }
        #expect(folder.read("A.swift") == "old\n")
    }

    @Test func missingFolderGivesAClearMessage() {
        #expect {
            try AtomicWriter.write(Array("new\n".utf8), to: "/nonexistent-navmigrate/A.swift", expected: Array("old\n".utf8),
                                   shownPath: "A.swift")
        } throws: { error in
            (error as? AtomicWriter.Failure)?.message == "cannot write A.swift: No such file or directory; file left unchanged"
        }
    }
}
