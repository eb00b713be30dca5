import XCTest
@testable import NavMigrateKit

final class MigratorTests: XCTestCase {
    func testSyntaxErrorIsRefusedUnchanged() {
        let input = "struct A { var body: some View { NavigationView { Text(\"x\") }\n"
        let result = Migrator().migrate(Array(input.utf8))
        XCTAssertEqual(result.status, .refused)
        XCTAssertEqual(result.output, Array(input.utf8))
        XCTAssertEqual(result.findings.first?.rule, "syntax-error")
    }

    func testNonUTF8IsFailedWithOffset() {
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        let result = Migrator().migrate(bytes)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.output, bytes)
        XCTAssertEqual(result.findings.first?.rule, "not-utf8")
        XCTAssertEqual(result.findings.first?.column, 10)
    }
}
