import Foundation
import Testing

/// The two command plugins each hold a copy of the same helper (a plugin target cannot depend on a
/// library, and two targets cannot share a file); `scripts/check-plugin` runs them end to end.
@Suite struct PluginSourcesTests {
    static var pluginRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NavMigratePlugin")
    }

    @Test func bothPluginsHoldTheSameHelper() throws {
        let check = try Data(contentsOf: Self.pluginRoot.appendingPathComponent("Check/RunNavmigrate.swift"))
        let write = try Data(contentsOf: Self.pluginRoot.appendingPathComponent("Write/RunNavmigrate.swift"))
        #expect(check == write, "Sources/NavMigratePlugin/Check/RunNavmigrate.swift and Write/RunNavmigrate.swift differ")
    }
}
