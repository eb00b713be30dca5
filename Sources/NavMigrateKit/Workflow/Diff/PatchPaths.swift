import Foundation

/// The path a file has in a patch, a SARIF log or a GitHub annotation: relative to the top of
/// the git work tree that holds it, as `git diff` writes it, so `git apply` works from the top
/// and from any folder of the tree (git applies what lies below the folder it runs in).
///
/// Outside a work tree the path is relative to the current folder. When a run also takes
/// files outside any work tree and outside the current folder (`navmigrate ../x.swift`), the
/// paths of all such files are relative to the deepest folder that holds them and the current
/// folder (`/` at worst), so the patch applies from that one folder. A patch path never
/// holds `..`.
///
/// The top is found by walking up for a `.git` entry (`Git.workTreeTop`), without running
/// git, and cached per folder.
public final class PatchPaths {
    private let currentDirectory: String
    private var topByFolder: [String: String?] = [:]
    private let environment = ProcessInfo.processInfo.environment
    /// Where paths outside any work tree are relative to.
    public private(set) var base: String

    /// - Parameters:
    ///   - currentDirectory: an absolute path; the process's current folder by default.
    ///   - locations: every file of the run, absolute; they decide `base`.
    public init(currentDirectory: String? = nil, locations: [String] = []) {
        let current = normalizedPath(currentDirectory ?? currentDirectoryPath())
        self.currentDirectory = current
        base = current
        // Files share folders: each folder is looked at once.
        var folders = Set<String>()
        for location in locations { folders.insert(parentFolder(of: normalizedPath(location))) }
        for folder in folders.sorted() where workTreeTop(ofFolder: folder) == nil {
            base = Self.commonAncestor(base, folder)
        }
    }

    /// The patch path of a file given by absolute path (`DiscoveredFile.location`).
    public func path(forLocation location: String) -> String {
        let file = normalizedPath(location)
        if let top = workTreeTop(ofFolder: parentFolder(of: file)) { return Self.relative(file, to: top) }
        return Self.relative(file, to: Self.commonAncestor(base, parentFolder(of: file)))
    }

    private func workTreeTop(ofFolder folder: String) -> String? {
        if let cached = topByFolder[folder] { return cached }
        let top = GitRepository.workTreeTop(containing: folder, environment: environment)
        topByFolder.updateValue(top, forKey: folder)
        return top
    }

    /// `file` relative to `base`, a folder at or above it. Compared as bytes: a run asks this
    /// of every file, and a path is bytes to the file system anyway.
    static func relative(_ file: String, to base: String) -> String {
        let path = Array(file.utf8)
        var prefix = Array(base.utf8)
        if prefix.last != UInt8(ascii: "/") { prefix.append(UInt8(ascii: "/")) }
        if path.starts(with: prefix) { return String(decoding: path[prefix.count...], as: UTF8.self) }
        return String(decoding: path.drop { $0 == UInt8(ascii: "/") }, as: UTF8.self)
    }

    /// The deepest folder that holds both absolute folders.
    static func commonAncestor(_ first: String, _ second: String) -> String {
        let a = Array(first.utf8), b = Array(second.utf8)
        // The end of the last whole part the two share: the shared bytes up to a `/` in both,
        // or up to where one ends and the other has a `/` next.
        var end = 0
        var index = 0
        while index < a.count, index < b.count, a[index] == b[index] {
            index += 1
            if a[index - 1] == UInt8(ascii: "/") { end = index - 1 }
        }
        let aEnds = index == a.count || a[index] == UInt8(ascii: "/")
        let bEnds = index == b.count || b[index] == UInt8(ascii: "/")
        if aEnds, bEnds { end = index }
        // Without a leading `/` on either, or a shared part only of `/`s: the root.
        let shared = a[..<end].split(separator: UInt8(ascii: "/"))
        guard !shared.isEmpty else { return "/" }
        return "/" + shared.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "/")
    }
}
