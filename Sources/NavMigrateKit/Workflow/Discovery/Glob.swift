/// A path pattern for `--exclude`.
///
/// - `*` matches any run of characters inside one path component, `?` one character.
/// - `**` as a whole component matches any number of components, none included.
/// - A pattern without `/` matches any single component, so `Generated` or `*.pb.swift` skip
///   such folders and files wherever they are. With a `/` it is matched against the whole
///   relative path (a leading `/` or `./` is ignored); a folder that matches is skipped with
///   everything below it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [[Unicode.Scalar]]
    private let matchesAnyComponent: Bool

    /// Compiles a pattern; every string is a valid pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
        segments = parts.map { Array($0.unicodeScalars) }
        matchesAnyComponent = parts.count <= 1
    }

    public var description: String { pattern }

    /// Whether a relative path (components joined with `/`) matches.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .map { Array($0.unicodeScalars) }
        guard !segments.isEmpty else { return false }
        if matchesAnyComponent {
            return components.contains { Self.matchComponent(segments[0][...], $0[...]) }
        }
        return Self.matchPath(segments[...], components[...])
    }

    private static let doubleStar: [Unicode.Scalar] = ["*", "*"]

    private static func matchPath(_ pattern: ArraySlice<[Unicode.Scalar]>,
                                  _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == doubleStar {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if matchPath(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(head[...], component[...]) else {
            return false
        }
        return matchPath(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component, with backtracking to the last `*` only, which is
    /// enough because `*` cannot cross a `/`.
    private static func matchComponent(_ pattern: ArraySlice<Unicode.Scalar>,
                                       _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex
        var t = text.startIndex
        var starP: Int?
        var starT = t
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                starP = p
                starT = t
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star = starP {
                p = star + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
