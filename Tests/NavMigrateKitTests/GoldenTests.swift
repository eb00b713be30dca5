import Foundation
import Testing
@testable import NavMigrateKit

/// Runs every `Golden/<case>` folder: the spec of what navmigrate does.
@Suite struct GoldenTests {
    static var goldenRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static func caseFolders() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: goldenRoot, includingPropertiesForKeys: nil)
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Per-case options: a file `ios17` in the folder lets the output use iOS 17 API; a file
    /// `platforms` holding `iOS 16, macOS 13` is the project's deployment target (without it the
    /// target is unknown).
    static func options(for folder: URL) -> MigrationOptions {
        let ios17 = FileManager.default.fileExists(atPath: folder.appendingPathComponent("ios17").path)
        let platforms = (try? String(contentsOf: folder.appendingPathComponent("platforms"), encoding: .utf8))
            .map(deploymentTarget(from:))
        return MigrationOptions(allowsIOS17API: ios17, deploymentTarget: platforms)
    }

    /// `iOS 16, macOS 13` → each platform's version.
    static func deploymentTarget(from text: String) -> [ApplePlatform: PlatformVersion] {
        var target: [ApplePlatform: PlatformVersion] = [:]
        for entry in text.split(whereSeparator: { $0 == "," || $0.isNewline }) {
            let parts = entry.split(separator: " ")
            guard parts.count == 2, let platform = ApplePlatform(rawValue: String(parts[0])),
                  let version = PlatformVersion(parsing: parts[1]) else {
                Issue.record("a `platforms` file names `\(entry)`; write `iOS 16, macOS 13`")
                continue
            }
            target[platform] = version
        }
        return target
    }

    @Test func goldenCasesExist() throws {
        #expect(!(try Self.caseFolders()).isEmpty, "no golden cases found in \(Self.goldenRoot.path)")
    }

    @Test(arguments: (try? GoldenTests.caseFolders().map(\.lastPathComponent)) ?? [])
    func goldenCase(_ name: String) throws {
        let folder = Self.goldenRoot.appendingPathComponent(name)
        let name = folder.lastPathComponent
        let before = try [UInt8](Data(contentsOf: folder.appendingPathComponent("before.swift")))
        let after = try [UInt8](Data(contentsOf: folder.appendingPathComponent("after.swift")))
        let migrator = Migrator(options: Self.options(for: folder))

        let result = migrator.migrate(before)
        if result.output != after {
            Issue.record("""
                [\(name)] output differs from after.swift:
                \(lineDiff(expected: String(decoding: after, as: UTF8.self), actual: String(decoding: result.output, as: UTF8.self)))
                """)
        }
        if before == after {
            #expect(result.status != .changed, "[\(name)] a case that needs no change was changed")
        }

        let findingsURL = folder.appendingPathComponent("findings.txt")
        let actualFindings = result.findings.map(\.goldenLine)
        if ProcessInfo.processInfo.environment["NAVMIGRATE_UPDATE_FINDINGS"] == "1" {
            // Writes what the rules say now; read the diff before committing it.
            let text = actualFindings.map { $0 + "\n" }.joined()
            if text.isEmpty { try? FileManager.default.removeItem(at: findingsURL) } else {
                try Data(text.utf8).write(to: findingsURL)
            }
        }
        let expectedFindings = (try? String(contentsOf: findingsURL, encoding: .utf8))
            .map { $0.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty } } ?? []
        #expect(actualFindings == expectedFindings,
                "[\(name)] findings differ; messages were:\n\(result.findings.map { $0.formatted(path: name) }.joined(separator: "\n"))")

        // Idempotence: a second run over the output changes nothing.
        let second = migrator.migrate(result.output)
        #expect(second.output == result.output, "[\(name)] a second run changed the output")
        let again = migrator.migrate(after)
        #expect(again.output == after, "[\(name)] migrating after.swift changed it")

        // The output parses without errors.
        #expect(SyntaxCheck.firstError(in: result.output) == nil, "[\(name)] output does not parse")
    }
}

/// A readable line-by-line comparison for failure messages.
func lineDiff(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let e = index < expectedLines.count ? String(expectedLines[index]) : "<none>"
        let a = index < actualLines.count ? String(actualLines[index]) : "<none>"
        if e != a {
            out.append("line \(index + 1):\n  expected: \(e.debugDescription)\n  actual:   \(a.debugDescription)")
        }
        if out.count > 12 { break }
    }
    return out.joined(separator: "\n")
}

extension Finding {
    /// `line:col: rule`: where a finding is and which rule raised it, without its words (which
    /// may name other places).
    var place: String { "\(line):\(column): \(rule)" }
}
