/// Makes `#if` platform conditions read as they would when building for iOS, which is what
/// the SwiftUI shim stands in for; on Linux `os(iOS)` is false and `os(Linux)` true, so the
/// iOS-only code of a golden file (`navigationBarTitleDisplayMode` and friends are often
/// fenced with `#if os(iOS)`) would otherwise never be type-checked.
///
/// On lines that begin with `#if` or `#elseif`, `os(iOS)` becomes `true` and any other
/// `os(...)` becomes `false`. Nothing else changes, so line and column numbers in compiler
/// messages still match the golden file. `canImport(UIKit)` stays false: there is no UIKit
/// shim, and such code cannot be checked here.
enum IOSConditions {
    /// The source with its platform conditions resolved for iOS.
    static func resolve(_ source: String) -> String {
        var changed = false
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let directive = line.drop { $0 == " " || $0 == "\t" }
            guard directive.hasPrefix("#if ") || directive.hasPrefix("#elseif ") else {
                return String(line)
            }
            let resolved = String(line).replacing(platformCondition) { match in
                match.output.1 == "iOS" ? "true" : "false"
            }
            changed = changed || resolved != line
            return resolved
        }
        return changed ? lines.joined(separator: "\n") : source
    }

    private nonisolated(unsafe) static let platformCondition = #/\bos\(\s*(\w+)\s*\)/#
}
