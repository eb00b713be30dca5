/// Stands in for the `#Preview` macro, whose plugin ships only with Xcode.
///
/// Before a file is type-checked, each `#Preview` that begins a line (after indentation)
/// becomes a function with the same body, so the body is still checked as a view builder:
///
///     #Preview("Dark", traits: .landscapeLeft) {     @MainActor @ViewBuilder func __preview_1() -> some View {
///         ContentView()                              ->     ContentView()
///     }                                              }
///
/// The macro's arguments (name, traits) are dropped unchecked. Only that line changes, so
/// line numbers in the compiler's messages still match the golden file. `@Previewable`
/// (iOS 18: state declared inside a preview) is dropped as well, leaving a local property
/// wrapper. A `#Preview` whose `{` is not on its first line is left alone and fails to compile.
enum PreviewMacro {
    /// The source with its previews replaced by functions.
    static func expand(_ source: String) -> String {
        var count = 0
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let rest = bodyAfterPreviewHeader(line) else { return String(line) }
            count += 1
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            return "\(indentation)@MainActor @ViewBuilder func __preview_\(count)() -> some View {\(rest)"
        }
        guard count > 0 else { return source }
        return lines.joined(separator: "\n").replacingOccurrences(of: "@Previewable ", with: "")
    }

    /// What follows the `{` of a line that opens a `#Preview`, or nil for any other line.
    private static func bodyAfterPreviewHeader(_ line: Substring) -> Substring? {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        guard rest.hasPrefix("#Preview") else { return nil }
        rest = rest.dropFirst("#Preview".count)
        if let next = rest.first, next.isLetter || next.isNumber || next == "_" { return nil }
        rest = rest.drop { $0 == " " }
        if rest.first == "(" {
            guard let close = closingParenthesis(in: rest) else { return nil }
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard rest.first == "{" else { return nil }
        return rest.dropFirst()
    }

    /// The `)` matching the `(` that `text` starts with, skipping string literals.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
