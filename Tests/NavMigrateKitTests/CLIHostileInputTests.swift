import Foundation
import Testing
@testable import NavMigrateKit

/// Bad files among good ones: each gets a clear message, the run goes on, the exit status says
/// something failed, and no byte of any bad file changes.
@Suite struct CLIHostileInputTests {
    @Test func badFilesAreReportedAndLeftByteForByteWhileGoodOnesAreWritten() throws {
        let folder = TemporaryFolder()
        _ = folder.write("Good.swift", navigationViewSource("Good"))
        let notUTF8: [UInt8] = Array("struct A { var s = \"".utf8) + [0xC3, 0x28, 0xFF] + Array("\" }\n// NavigationView\n".utf8)
        #expect(FileManager.default.createFile(atPath: folder.url("Latin1.swift"), contents: Data(notUTF8)))
        _ = folder.write("Broken.swift", "struct B: View { var body: some View { NavigationView { Text(\"x\") }\n")
        _ = folder.write("Empty.swift", "")
        try FileManager.default.createDirectory(atPath: folder.url("Loop"), withIntermediateDirectories: true)
        folder.symlink("Loop/again", to: folder.url("Loop"))
        let executable = try #require(navmigrateExecutable(), "navmigrate was not built next to the test bundle")

        let result = try run([executable, "--write", "--ignore-deployment-target", "."], in: folder.path)

        #expect(result.status == 2, "\(result.errorText)")
        #expect(folder.read("Good.swift").contains("NavigationStack"))
        #expect(FileManager.default.contents(atPath: folder.url("Latin1.swift")).map([UInt8].init) == notUTF8)
        #expect(folder.read("Broken.swift") == "struct B: View { var body: some View { NavigationView { Text(\"x\") }\n")
        #expect(folder.read("Empty.swift").isEmpty)
        #expect(result.errorText.contains("Latin1.swift:1:21: error: file is not valid UTF-8"))
        #expect(result.errorText.contains("Broken.swift:") && result.errorText.contains("[syntax-error]"))
        #expect(result.errorText.contains("1 failed"))
    }
}
