import Foundation
import Testing
@testable import NavMigrateKit
@Suite struct ScratchTests {
    @Test func scratch() throws {
        guard let path = ProcessInfo.processInfo.environment["SCRATCH"] else { return }
        let r = Migrator().migrate(text: try String(contentsOfFile: path, encoding: .utf8))
        print(r.output); print(r.findings.map { $0.formatted(path: "f") }.joined(separator: "\n"))
    }
}
