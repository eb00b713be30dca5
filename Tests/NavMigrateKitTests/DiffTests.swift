import Foundation
import Testing
@testable import NavMigrateKit

@Suite struct DiffTests {
    private func diff(_ old: String, _ new: String, path: String = "F.swift") -> String {
        String(decoding: UnifiedDiff.render(path: path, old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    @Test func equalInputsGiveNoDiff() {
        #expect(diff("a\nb\n", "a\nb\n") == "")
        #expect(diff("", "") == "")
    }

    @Test func oneChangedLineInTheMiddleHasThreeLinesOfContext() {
        let old = (1...9).map { "l\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "l5\n", with: "L5\n")
        #expect(diff(old, new) == """
        diff --git a/F.swift b/F.swift
        --- a/F.swift
        +++ b/F.swift
        @@ -2,7 +2,7 @@
         l2
         l3
         l4
        -l5
        +L5
         l6
         l7
         l8

        """)
    }

    @Test func insertionAtStartAndAtEnd() {
        #expect(diff("b\n", "a\nb\n") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1 +1,2 @@\n+a\n b\n")
        #expect(diff("a\n", "a\nb\n") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1 +1,2 @@\n a\n+b\n")
    }

    @Test func pureDeletion() {
        #expect(diff("a\nb\nc\n", "a\nc\n") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
    }

    @Test func emptyFileOnEitherSideUsesZeroRanges() {
        #expect(diff("", "a\nb\n") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(diff("a\nb\n", "") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +0,0 @@\n-a\n-b\n")
    }

    @Test func insertionWithoutContextNamesTheLineBefore() {
        let hunks = UnifiedDiff.hunks(LineDiff(old: Array("a\nb\nc\n".utf8), new: Array("a\nb\nX\nc\n".utf8)), context: 0)
        #expect(hunks.map(\.header) == ["@@ -2,0 +3 @@"])
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(diff("a\nb", "a\nc") == """
        diff --git a/F.swift b/F.swift
        --- a/F.swift
        +++ b/F.swift
        @@ -1,2 +1,2 @@
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
        // Adding the final newline changes the last line.
        #expect(diff("a", "a\n") == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    @Test func crlfLinesAreKeptByteForByte() {
        let out = diff("a\r\nb\r\n", "a\r\nc\r\n")
        #expect(out == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test func distantChangesMakeSeparateHunksAndNearOnesMerge() {
        let old = (1...20).map { "l\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "l2\n", with: "X\n").replacingOccurrences(of: "l19\n", with: "Y\n")
        let farHunks = UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(far.utf8)))
        #expect(farHunks.map(\.header) == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
        // Six unchanged lines between two changes still fit in one hunk.
        let near = old.replacingOccurrences(of: "l5\n", with: "X\n").replacingOccurrences(of: "l12\n", with: "Y\n")
        let nearHunks = UnifiedDiff.hunks(LineDiff(old: Array(old.utf8), new: Array(near.utf8)))
        #expect(nearHunks.map(\.header) == ["@@ -2,14 +2,14 @@"])
    }

    @Test func headerNamesAreQuotedLikeGitDoes() {
        #expect(UnifiedDiff.headerName("a/Sources/F.swift") == "a/Sources/F.swift")
        #expect(UnifiedDiff.headerName("a/My File.swift") == "a/My File.swift\t")
        #expect(UnifiedDiff.headerName("a/q\"x\\y.swift") == #""a/q\"x\\y.swift""#)
        #expect(UnifiedDiff.headerName("a/tab\there.swift") == #""a/tab\there.swift""#)
        #expect(UnifiedDiff.headerName("a/Café.swift") == "a/Café.swift")
    }

    @Test func deletionsComeBeforeInsertions() {
        let steps = LineDiff(old: Array("a\nb\nc\n".utf8), new: Array("a\nX\nY\nc\n".utf8)).steps.map(\.kind)
        #expect(steps == [.equal, .delete, .insert, .insert, .equal])
    }

    /// The script is minimal (checked against a longest-common-subsequence table) and
    /// rebuilds both sides, on many small random inputs.
    @Test func randomInputsGiveMinimalScriptsThatRebuildBothSides() {
        var generator = SplitMix(seed: 42)
        for _ in 0..<400 {
            let old = (0..<Int(generator.next() % 9)).map { _ in "\("abc".randomElement(using: &generator)!)\n" }
            let new = (0..<Int(generator.next() % 9)).map { _ in "\("abc".randomElement(using: &generator)!)\n" }
            let diff = LineDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8))
            let rebuiltOld = diff.steps.filter { $0.kind != .insert }.map { String(decoding: $0.line, as: UTF8.self) }
            let rebuiltNew = diff.steps.filter { $0.kind != .delete }.map { String(decoding: $0.line, as: UTF8.self) }
            #expect(rebuiltOld == old)
            #expect(rebuiltNew == new)
            let edits = diff.steps.filter { $0.kind != .equal }.count
            #expect(edits == old.count + new.count - 2 * lcsLength(old, new))
        }
    }

    @Test func veryDifferentInputsFallBackToAReplacementThatStillRebuildsBothSides() {
        let old = (0..<1_500).map { "old \($0)\n" }
        let new = (0..<1_500).map { "new \($0)\n" }
        let diff = LineDiff(old: Array(old.joined().utf8), new: Array(new.joined().utf8))
        #expect(diff.steps.filter { $0.kind != .insert }.map { String(decoding: $0.line, as: UTF8.self) } == old)
        #expect(diff.steps.filter { $0.kind != .delete }.map { String(decoding: $0.line, as: UTF8.self) } == new)
        #expect(UnifiedDiff.hunks(diff).map(\.header) == ["@@ -1,1500 +1,1500 @@"])
    }

    @Test func colorizerWrapsLinesAndKeepsText() {
        let plain = Array(diff("a\n", "b\n").utf8)
        let colored = String(decoding: DiffColorizer.colorize(plain), as: UTF8.self)
        #expect(colored.contains("\u{1B}[31m-a\u{1B}[0m\n"))
        #expect(colored.contains("\u{1B}[32m+b\u{1B}[0m\n"))
        #expect(colored.contains("\u{1B}[36m@@ -1 +1 @@\u{1B}[0m\n"))
        let stripped = colored.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == String(decoding: plain, as: UTF8.self))
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small seeded generator so random tests repeat exactly.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
