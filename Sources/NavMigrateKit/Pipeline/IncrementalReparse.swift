import SwiftParser
import SwiftSyntax

// The one place that builds swift-syntax's incremental-parse edits, whose type changed between
// releases: 600.x takes `IncrementalEdit`s (offset, length, replacement), 601 and later take
// `SourceEdit`s (a `Range<AbsolutePosition>` and a replacement). The package route has version
// marker modules (`SwiftSyntax600`, `SwiftSyntax601`, ...) to tell them apart; the toolchain's
// libraries (`usr/lib/swift/host`) ship none, and there the library is the compiler's own, so the
// compiler version says which it is.
#if canImport(SwiftSyntax601) || (!canImport(SwiftSyntax600) && compiler(>=6.1))
private func concurrentEdits(_ sorted: [(range: Range<Int>, replacement: String)]) throws -> ConcurrentEdits {
    try ConcurrentEdits(concurrent: sorted.map {
        SwiftSyntax.SourceEdit(
            range: AbsolutePosition(utf8Offset: $0.range.lowerBound)..<AbsolutePosition(utf8Offset: $0.range.upperBound),
            replacement: $0.replacement)
    })
}
#else
private func concurrentEdits(_ sorted: [(range: Range<Int>, replacement: String)]) throws -> ConcurrentEdits {
    try ConcurrentEdits(concurrent: sorted.map {
        IncrementalEdit(offset: $0.range.lowerBound, length: $0.range.count, replacement: $0.replacement)
    })
}
#endif

/// Re-parses `rewritten`, the text of `parsed` after the byte-range `edits` (offsets into the
/// original text, non-overlapping, in any order), reusing the nodes no edit touched. Falls back to
/// a full parse when swift-syntax does not accept the edits as concurrent.
func incrementalReparse(
    _ rewritten: String, after parsed: IncrementalParseResult, edits: [(range: Range<Int>, replacement: String)]
) -> SourceFileSyntax {
    let sorted = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    guard let concurrent = try? concurrentEdits(sorted) else {
        return Parser.parse(source: rewritten)
    }
    let transition = IncrementalParseTransition(previousIncrementalParseResult: parsed, edits: concurrent)
    return Parser.parseIncrementally(source: rewritten, parseTransition: transition).tree
}
