import Foundation
import Testing
@testable import NavMigrateKit

/// `--format sarif` and `--format github`, checked against the structure their readers
/// require (no network: a small checker of SARIF 2.1.0's required parts, and the workflow
/// command grammar with its escaping).
@Suite struct CLIReporterTests {
    /// A refusal after non-ASCII text on its line, so its UTF-16 column differs from its byte
    /// column.
    static let refusedAfterAccents = """
    import SwiftUI

    struct Board: View {
        var body: some View {
            let é = 1; NavigationView {
                Text("1")
                Text("2")
                Text("3")
                Text("4")
            }
        }
    }

    """

    private func makeRepository() -> TemporaryFolder {
        let folder = TemporaryFolder()
        folder.initGitRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v15)])\n")
        folder.write("App/Sources/Odd, name: 100%.swift", navigationViewSource("Odd"))
        folder.write("App/Sources/Board.swift", Self.refusedAfterAccents)
        folder.write("App/Sources/Overlap.swift", CLIExitStatusTests.overlapping)
        folder.commitAll()
        return folder
    }

    // MARK: SARIF

    /// The keys SARIF 2.1.0 defines on each object navmigrate writes (a subset is enough: an
    /// unknown key is a typo).
    static let allowedKeys: [String: Set<String>] = [
        "log": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
        "run": ["tool", "results", "columnKind", "originalUriBaseIds", "artifacts", "invocations", "properties"],
        "tool": ["driver", "extensions", "properties"],
        "driver": ["name", "version", "semanticVersion", "informationUri", "rules", "fullName", "properties"],
        "rule": ["id", "name", "shortDescription", "fullDescription", "helpUri", "help", "defaultConfiguration", "properties"],
        "result": ["ruleId", "ruleIndex", "level", "message", "locations", "relatedLocations", "kind", "properties"],
        "message": ["text", "markdown", "id", "arguments"],
        "location": ["physicalLocation", "message", "properties"],
        "physicalLocation": ["artifactLocation", "region", "contextRegion"],
        "artifactLocation": ["uri", "uriBaseId", "index"],
        "region": ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength"],
    ]

    /// Every problem with a SARIF log's required structure; empty when it is valid.
    static func sarifProblems(_ data: [UInt8]) -> [String] {
        var problems: [String] = []
        func object(_ value: Any?, _ kind: String, _ where_: String) -> [String: Any]? {
            guard let dictionary = value as? [String: Any] else {
                problems.append("\(where_): not an object")
                return nil
            }
            let unknown = Set(dictionary.keys).subtracting(allowedKeys[kind] ?? [])
            if !unknown.isEmpty { problems.append("\(where_): unknown keys \(unknown.sorted())") }
            return dictionary
        }
        func string(_ value: Any?, _ where_: String) -> String? {
            guard let text = value as? String, !text.isEmpty else {
                problems.append("\(where_): missing or empty string")
                return nil
            }
            return text
        }
        func positive(_ value: Any?, _ where_: String) -> Int? {
            guard let number = value as? Int, number >= 1 else {
                problems.append("\(where_): not an integer >= 1")
                return nil
            }
            return number
        }
        guard let json = try? JSONSerialization.jsonObject(with: Data(data)),
              let log = object(json, "log", "log") else { return problems + ["not JSON"] }
        if let schema = string(log["$schema"], "$schema"), !schema.hasPrefix("https://") { problems.append("$schema: not a URI") }
        if log["version"] as? String != "2.1.0" { problems.append("version: not 2.1.0") }
        guard let runs = log["runs"] as? [Any], !runs.isEmpty else { return problems + ["runs: missing"] }
        for (runIndex, runValue) in runs.enumerated() {
            guard let run = object(runValue, "run", "runs[\(runIndex)]"),
                  let tool = object(run["tool"], "tool", "tool"),
                  let driver = object(tool["driver"], "driver", "driver") else { continue }
            _ = string(driver["name"], "driver.name")
            _ = string(driver["version"], "driver.version")
            if let uri = string(driver["informationUri"], "driver.informationUri"), !uri.contains("://") {
                problems.append("driver.informationUri: not absolute")
            }
            if let kind = run["columnKind"] as? String, !["utf16CodeUnits", "unicodeCodePoints"].contains(kind) {
                problems.append("columnKind: \(kind)")
            }
            var ruleIDs: [String] = []
            for (index, ruleValue) in (driver["rules"] as? [Any] ?? []).enumerated() {
                guard let rule = object(ruleValue, "rule", "rules[\(index)]") else { continue }
                if let id = string(rule["id"], "rules[\(index)].id") { ruleIDs.append(id) }
                _ = object(rule["shortDescription"], "message", "rules[\(index)].shortDescription")
                    .flatMap { string($0["text"], "rules[\(index)].shortDescription.text") }
                if let help = rule["helpUri"], (help as? String)?.contains("://") != true { problems.append("rules[\(index)].helpUri") }
            }
            if Set(ruleIDs).count != ruleIDs.count { problems.append("rules: duplicate ids") }
            guard let results = run["results"] as? [Any] else {
                problems.append("results: missing")
                continue
            }
            for (index, resultValue) in results.enumerated() {
                let here = "results[\(index)]"
                guard let result = object(resultValue, "result", here) else { continue }
                _ = object(result["message"], "message", "\(here).message").flatMap { string($0["text"], "\(here).message.text") }
                let ruleID = string(result["ruleId"], "\(here).ruleId")
                if let ruleID, !ruleIDs.contains(ruleID) { problems.append("\(here).ruleId \(ruleID) not among the rules") }
                if let ruleIndex = result["ruleIndex"] as? Int, ruleIndex >= ruleIDs.count || ruleIDs[ruleIndex] != ruleID {
                    problems.append("\(here).ruleIndex does not point at its rule")
                }
                if let level = result["level"], !["none", "note", "warning", "error"].contains(level as? String ?? "") {
                    problems.append("\(here).level \(level)")
                }
                let locations = (result["locations"] as? [Any] ?? []).enumerated().map { ("locations", $0.offset, $0.element) }
                    + (result["relatedLocations"] as? [Any] ?? []).enumerated().map { ("relatedLocations", $0.offset, $0.element) }
                for (key, locationIndex, locationValue) in locations {
                    let at = "\(here).\(key)[\(locationIndex)]"
                    guard let location = object(locationValue, "location", at),
                          let physical = object(location["physicalLocation"], "physicalLocation", "\(at).physicalLocation"),
                          let artifact = object(physical["artifactLocation"], "artifactLocation", "\(at).artifactLocation")
                    else { continue }
                    if let uri = string(artifact["uri"], "\(at).uri") {
                        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/%")
                        if uri.hasPrefix("/") || uri.contains("://") || uri.unicodeScalars.contains(where: { !allowed.contains($0) })
                            || uri.removingPercentEncoding == nil {
                            problems.append("\(at).uri \(uri) is not a relative URI reference")
                        }
                    }
                    if let region = physical["region"].flatMap({ object($0, "region", "\(at).region") }) {
                        let start = positive(region["startLine"], "\(at).region.startLine")
                        _ = positive(region["startColumn"], "\(at).region.startColumn")
                        if let end = region["endLine"] as? Int, let start, end < start { problems.append("\(at).region.endLine") }
                    }
                }
            }
        }
        return problems
    }

    private func sarifResults(_ data: [UInt8]) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(data)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    private func location(_ result: [String: Any]) -> (uri: String, line: Int, column: Int, endLine: Int?) {
        let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
        let region = physical["region"] as? [String: Any] ?? [:]
        return ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "",
                region["startLine"] as? Int ?? 0, region["startColumn"] as? Int ?? 0, region["endLine"] as? Int)
    }

    @Test func sarifFromASubfolderIsValidAndPointsAtTheRepository() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--format", "sarif", "Sources"], in: folder.url("App"), environment: CLIExitStatusTests.faults)
        #expect(result.status == 2, "\(result.errorText)")
        #expect(Self.sarifProblems(result.output) == [])
        let results = try sarifResults(result.output)
        let byRule = Dictionary(grouping: results) { $0["ruleId"] as? String ?? "" }
        // The refusal: the byte column is 21, the UTF-16 column 20 (é is two bytes, one unit).
        let refusal = try #require(byRule["navigation-view"]?.first)
        #expect(location(refusal) == ("App/Sources/Board.swift", 5, 20, nil))
        #expect(refusal["level"] as? String == "warning")
        let overlap = try #require(byRule["internal-overlap"]?.first)
        #expect(overlap["level"] as? String == "error")
        #expect(location(overlap).uri == "App/Sources/Overlap.swift")
        let change = try #require(byRule["would-change"]?.first)
        #expect(location(change) == ("App/Sources/Odd%2C%20name%3A%20100%25.swift", 5, 1, nil))
        let target = try #require(byRule["deployment-target"]?.first)
        #expect(location(target).uri == "Package.swift")
        // The rules are every rule id and file problem.
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output)) as? [String: Any])
        let driver = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.map { $0["id"] as? String ?? "" } == RuleDescriptions.allIDs)
        #expect(driver["version"] as? String == NavMigrateVersion.string)
    }

    @Test func theCheckerCatchesBrokenLogs() {
        #expect(!Self.sarifProblems(Array(#"{"version":"2.1.0","runs":[]}"#.utf8)).isEmpty)
        let broken = #"""
        {"$schema":"https://x/s.json","version":"2.1.0","runs":[{"tool":{"driver":{"name":"n","version":"1","informationUri":"https://x","rules":[{"id":"a","shortDescription":{"text":"t"}}]}},
         "results":[{"ruleId":"b","ruleIndex":0,"level":"bad","message":{"text":""},"locations":[{"physicalLocation":{"artifactLocation":{"uri":"/abs path"},"region":{"startLine":0,"startColumn":1,"startline":2}}}]}]}]}
        """#
        let problems = Self.sarifProblems(Array(broken.utf8))
        for expected in ["ruleId b not among", "ruleIndex", "level", "message.text", "not a relative URI", "startLine", "unknown keys"] {
            #expect(problems.contains { $0.contains(expected) }, "\(expected): \(problems)")
        }
    }

    @Test func sarifAfterWriteHasNoChangesThatWereMade() throws {
        let folder = makeRepository()
        folder.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        folder.commitAll("target")
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--format", "sarif", "--write"], in: folder.path, environment: CLIExitStatusTests.faults)
        #expect(Self.sarifProblems(result.output) == [])
        #expect(try sarifResults(result.output).allSatisfy { $0["ruleId"] as? String != "would-change" })
    }

    // MARK: GitHub

    /// `::level prop=value,...::message`, with `%`, CR and LF escaped everywhere and `:` and
    /// `,` in values.
    static func githubProblems(_ line: Substring) -> [String] {
        let pattern = #"^::(error|warning|notice)( ((file|line|endLine|col|endColumn|title)=[^,:\r\n]*)(,(file|line|endLine|col|endColumn|title)=[^,:\r\n]*)*)?::[^\r\n]*$"#
        var problems: [String] = []
        if line.range(of: pattern, options: .regularExpression) == nil { problems.append("not a workflow command: \(line)") }
        // Every `%` starts one of the escapes.
        var rest = line[...]
        while let percent = rest.firstIndex(of: "%") {
            let code = rest[rest.index(after: percent)...].prefix(2)
            if !["25", "0D", "0A", "3A", "2C"].contains(String(code)) { problems.append("bad escape in \(line)") }
            rest = rest[rest.index(after: percent)...]
        }
        for number in ["line", "endLine", "col"] {
            if let range = line.range(of: "\(number)=[^,:]*", options: .regularExpression),
               Int(line[range].dropFirst(number.count + 1)) == nil {
                problems.append("\(number) is not a number in \(line)")
            }
        }
        return problems
    }

    @Test func githubAnnotationsFollowTheWorkflowCommandFormat() throws {
        let folder = makeRepository()
        let executable = try #require(navmigrateExecutable())
        let result = try run([executable, "--format", "github", "Sources"], in: folder.url("App"), environment: CLIExitStatusTests.faults)
        #expect(result.status == 2)
        let lines = result.outputText.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines { #expect(Self.githubProblems(line) == []) }
        #expect(lines.contains("::warning file=Package.swift,line=1,title=deployment-target::deployment target iOS 15.0 (needs 16.0) is older than NavigationStack; --write will refuse its files whose changes need it unless --ignore-deployment-target"))
        #expect(lines.contains { $0.hasPrefix("::warning file=App/Sources/Board.swift,line=5,col=20,title=navigation-view::") })
        #expect(lines.contains { $0.hasPrefix("::error file=App/Sources/Overlap.swift,line=5,col=12,title=internal-overlap::rules `link-destination` and `navigation-view` both rewrite") })
        #expect(lines.contains { $0.hasPrefix("::warning file=App/Sources/Odd%2C name%3A 100%25.swift,line=5,title=would-change::") })
        // Findings and diffs are not printed beside the annotations.
        #expect(!result.outputText.contains("diff --git"))
        let missing = try run([executable, "--format", "github", "Missing"], in: folder.path)
        #expect(missing.outputText == "::error title=discovery::Missing: no such file or folder\n")
        #expect(missing.status == 2)
    }

    @Test func githubEscaping() {
        #expect(GitHubAnnotations.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubAnnotations.escapeProperty("a,b:c%\n") == "a%2Cb%3Ac%25%0A")
        let line = GitHubAnnotations.command(level: .note, file: "x:y.swift", line: 3, column: 2, endLine: 3,
                                             title: "t,1", message: "m\nn")
        #expect(line == "::notice file=x%3Ay.swift,line=3,col=2,title=t%2C1::m%0An")
        #expect(Self.githubProblems(line[...]) == [])
        #expect(!Self.githubProblems("::warning file=a,b.swift,line=1::x").isEmpty)
    }

    @Test func changedLinesOfARenderedDiff() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "l3\n", with: "L3\n").replacingOccurrences(of: "l15\n", with: "")
            .replacingOccurrences(of: "l17\n", with: "l17\nnew\n")
        let diff = UnifiedDiff.render(path: "F.swift", old: Array(old.utf8), new: Array(new.utf8))
        #expect(ChangedLines.ranges(inDiff: diff) == [.init(first: 3, last: 3), .init(first: 15, last: 17)])
        #expect(ChangedLines.ranges(inDiff: UnifiedDiff.render(path: "F", old: [], new: Array("a\n".utf8))) == [.init(first: 1, last: 1)])
    }
}
