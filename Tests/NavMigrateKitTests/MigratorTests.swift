import Testing
@testable import NavMigrateKit

@Suite struct MigratorTests {
    @Test func syntaxErrorIsRefusedUnchanged() {
        let input = "struct A { var body: some View { NavigationView { Text(\"x\") }\n"
        let result = Migrator().migrate(Array(input.utf8))
        #expect(result.status == .refused)
        #expect(result.output == Array(input.utf8))
        #expect(result.findings.first?.rule == "syntax-error")
    }

    @Test func nonUTF8IsFailedWithOffset() {
        let bytes: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8)
        let result = Migrator().migrate(bytes)
        #expect(result.status == .failed)
        #expect(result.output == bytes)
        #expect(result.findings.first?.rule == "not-utf8")
        #expect(result.findings.first?.column == 10)
    }
}
