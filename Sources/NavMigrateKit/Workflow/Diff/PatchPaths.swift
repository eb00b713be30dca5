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

    /// `file` relative to `base`, a folder at or above it.
    static func relative(_ file: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        return String(file.drop { $0 == "/" })
    }

    /// The deepest folder that holds both absolute folders.
    static func commonAncestor(_ first: String, _ second: String) -> String {
        var shared: [Substring] = []
        for (a, b) in zip(first.split(separator: "/"), second.split(separator: "/")) {
            guard a == b else { break }
            shared.append(a)
        }
        return "/" + shared.joined(separator: "/")
    }
}
