#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths a run starts from: those on the command line and those read from `--files-from`
/// lists or standard input (`-`), sorted into what the walk takes and what it skips.
///
/// - A named regular file that is not `*.swift` is skipped (`notes.md`,
///   `App.xcodeproj/project.pbxproj`, what `git diff --name-only` lists besides Swift).
/// - A listed path that does not exist is skipped too (a file the diff deletes); a missing
///   path typed on the command line stays a root, for the walk to report as an error.
/// - Folders are walked as usual.
public struct NamedPaths: Sendable, Equatable {
    /// What the walk takes, in the order given.
    public var roots: [String] = []
    /// Named or listed files skipped because they are not `*.swift`, as given.
    public var notSwift: [String] = []
    /// Listed paths that do not exist, as given.
    public var missingListed: [String] = []

    public init() {}

    /// Sorts command-line paths and listed paths; relative paths are relative to
    /// `currentDirectory`.
    public static func sort(named: [String], listed: [String], currentDirectory: String? = nil) -> NamedPaths {
        let base = currentDirectory ?? currentDirectoryPath()
        var result = NamedPaths()
        for (path, isListed) in named.map({ ($0, false) }) + listed.map({ ($0, true) }) {
            let absolute = path.hasPrefix("/") ? path : joinPath(base, path)
            guard let status = FileStatus.of(absolute, followingSymlinks: true) else {
                // A dangling link is a root: the walk says what it is.
                if isListed, FileStatus.of(absolute) == nil {
                    result.missingListed.append(path)
                } else {
                    result.roots.append(path)
                }
                continue
            }
            if status.kind == .regular, !path.hasSuffix(".swift") {
                result.notSwift.append(path)
            } else {
                result.roots.append(path)
            }
        }
        return result
    }

    /// The paths in a list: one a line, `\n` or `\r\n`, blank lines ignored, surrounding
    /// blanks kept (a file name may hold them) except a trailing `\r`.
    public static func parseList(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).compactMap { line in
            var line = line
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
            return String(decoding: line, as: UTF8.self)
        }
    }

    /// Reads a list (a file, a pipe such as `<(git diff --name-only)`, or standard input for
    /// `-`) and returns its paths.
    public static func readList(_ name: String) throws(PosixError) -> [String] {
        if name == "-" { return parseList(readToEnd(0)) }
        let fd = open(name, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PosixError("read", name) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, FileStatus(info).kind == .directory { throw PosixError("read", name, code: EISDIR) }
        return parseList(readToEnd(fd))
    }
}
