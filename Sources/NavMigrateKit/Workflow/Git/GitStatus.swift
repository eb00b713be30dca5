import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What one `git status` said about a work tree: which paths are ignored (for discovery) and
/// which have uncommitted changes (for the dirty-tree guard).
///
/// The query is `git status --porcelain=v1 -z --untracked-files=all --ignored=matching
/// --no-renames --ignore-submodules=all [-- <paths>]`. Untracked files are listed one by one;
/// an ignored folder is listed once (`!! Build/`) unless it holds tracked files, in which case
/// its ignored files are listed one by one; a nested repository that is not a submodule is
/// listed as an untracked folder (`?? Vendor/`). Submodules are not looked into (that would
/// start a git in each); their files belong to their own work tree. `--no-renames` keeps git
/// from reading blobs, which in a partial clone would mean fetching them.
struct GitStatusSnapshot: Sendable {
    /// The work tree's top folder, a real path.
    var top: String
    /// Paths (relative to `top`) the query was limited to; empty for the whole work tree.
    var pathspecs: [String]
    /// When git was asked, on the clock file timestamps use.
    var askedAt: timespec
    /// Tracked files with staged or unstaged changes (both sides of a rename), and untracked
    /// files, relative to `top`.
    var changed: Set<String> = []
    /// Untracked folders git did not look into: nested repositories.
    var untrackedFolders: Set<String> = []
    var ignoredFiles: Set<String> = []
    var ignoredFolders: Set<String> = []

    /// The arguments of the query.
    static func arguments(pathspecs: [String]) -> [String] {
        ["status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignored=matching", "--no-renames",
         "--ignore-submodules=all"] + (pathspecs.isEmpty ? [] : ["--"] + pathspecs)
    }

    /// Parses the query's output.
    init(top: String, pathspecs: [String], askedAt: timespec, output: [UInt8]) {
        self.top = top
        self.pathspecs = pathspecs
        self.askedAt = askedAt
        var entries = output.split(separator: 0, omittingEmptySubsequences: true)[...]
        while let entry = entries.first {
            entries = entries.dropFirst()
            guard entry.count > 3 else { continue }
            let status = entry.prefix(2)
            var path = String(decoding: entry.dropFirst(3), as: UTF8.self)
            let isFolder = path.hasSuffix("/")
            if isFolder { path.removeLast() }
            switch (status.first, status.last) {
            case (UInt8(ascii: "!"), UInt8(ascii: "!")):
                if isFolder { ignoredFolders.insert(path) } else { ignoredFiles.insert(path) }
            case (UInt8(ascii: "#"), UInt8(ascii: "#")):
                continue // a branch header, should a config turn one on
            case (UInt8(ascii: "?"), UInt8(ascii: "?")) where isFolder:
                untrackedFolders.insert(path)
            default:
                changed.insert(path)
                // Renames and copies (not asked for, but harmless) carry their source next.
                if status.contains(UInt8(ascii: "R")) || status.contains(UInt8(ascii: "C")), let source = entries.first {
                    changed.insert(String(decoding: source, as: UTF8.self))
                    entries = entries.dropFirst()
                }
            }
        }
    }

    /// Whether the query looked at `relative` (a path relative to `top`).
    func covers(_ relative: String) -> Bool {
        pathspecs.isEmpty || pathspecs.contains { isSameOrBelow(relative, $0) }
    }

    /// Whether `git ls-files --cached --others --exclude-standard` would list the file: it is
    /// neither ignored nor inside an ignored folder or a nested repository.
    func lists(_ relative: String) -> Bool {
        !ignoredFiles.contains(relative) && !hasAncestor(relative, in: ignoredFolders)
            && !hasAncestor(relative, in: untrackedFolders)
    }

    /// Whether the file has uncommitted changes, or is untracked.
    func hasChanges(_ relative: String) -> Bool {
        changed.contains(relative) || hasAncestor(relative, in: untrackedFolders)
    }

    /// Whether git reported anything inside `folder`.
    func hasEntries(inside folder: String) -> Bool {
        let prefix = folder + "/"
        return [changed, untrackedFolders, ignoredFiles, ignoredFolders].contains { set in
            set.contains { $0.hasPrefix(prefix) }
        }
    }

    private func hasAncestor(_ relative: String, in folders: Set<String>) -> Bool {
        guard !folders.isEmpty else { return false }
        var index = relative.startIndex
        while let slash = relative[index...].firstIndex(of: "/") {
            if folders.contains(String(relative[..<slash])) { return true }
            index = relative.index(after: slash)
        }
        return false
    }
}

/// Whether `path` is `folder` or inside it (both relative, `""` being the top).
func isSameOrBelow(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty || path == folder || (path.hasPrefix(folder) && path.dropFirst(folder.count).first == "/")
}

/// The git state of one run: at most one `git status` per work tree, asked the first time
/// discovery or the dirty-tree guard needs it and kept for the rest of the run.
///
/// Discovery says up front which paths of each work tree the run looks at, so the one query
/// covers them all and no more of a large repository than was named. A run creates one and
/// hands it to both `FileDiscovery` and `DirtyTreeGuard`.
public final class GitStatusCache: @unchecked Sendable {
    private struct WorkTree {
        /// Paths the query must cover; nil for the whole work tree.
        var wanted: Set<String>? = []
        /// nil until asked; then the answer, which is nil when git could not say.
        var answer: GitStatusSnapshot??
    }

    private let lock = NSLock()
    private var workTrees: [String: WorkTree] = [:]
    private var topByFolder: [String: String?] = [:]
    private let environment: [String: String]
    /// How many times git was run, for tests.
    private(set) var queries = 0

    public init() {
        environment = Git.currentEnvironment()
    }

    /// The top of the work tree holding `folder` (a real path), or nil; see
    /// `GitRepository.workTreeTop`.
    func workTreeTop(containing folder: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = topByFolder[folder] { return cached }
        let top = GitRepository.workTreeTop(containing: folder, environment: environment)
        topByFolder[folder] = top
        return top
    }

    /// Says the run will look at `relative` (relative to `top`; `""` for all of it).
    func expect(_ relative: String, inWorkTree top: String) {
        lock.lock()
        defer { lock.unlock() }
        var entry = workTrees[top] ?? WorkTree()
        guard entry.answer == nil else { return }
        if relative.isEmpty {
            entry.wanted = nil
        } else {
            entry.wanted?.insert(relative)
        }
        workTrees[top] = entry
    }

    /// The status of the work tree whose top is `top`, covering `relative`: asked of git the
    /// first time, then kept. A path the kept answer does not cover (never the case for files
    /// discovery found) asks again for the whole work tree.
    func status(ofWorkTree top: String, covering relative: String) -> GitStatusSnapshot? {
        lock.lock()
        defer { lock.unlock() }
        var entry = workTrees[top] ?? WorkTree()
        if let answer = entry.answer {
            guard let snapshot = answer else { return nil }
            if snapshot.covers(relative) { return snapshot }
            entry.wanted = nil
        } else if !relative.isEmpty {
            entry.wanted?.insert(relative)
        } else {
            entry.wanted = nil
        }
        let pathspecs = Self.minimalPathspecs(entry.wanted)
        let askedAt = Self.fileClockNow()
        queries += 1
        let snapshot = Git.run(GitStatusSnapshot.arguments(pathspecs: pathspecs), workTree: top).map {
            GitStatusSnapshot(top: top, pathspecs: pathspecs, askedAt: askedAt, output: $0)
        }
        entry.answer = .some(snapshot)
        workTrees[top] = entry
        return snapshot
    }

    /// The wanted paths with those inside another dropped, sorted; empty for the whole tree.
    static func minimalPathspecs(_ wanted: Set<String>?) -> [String] {
        guard let wanted, !wanted.contains("") else { return [] }
        let sorted = wanted.sorted()
        return sorted.filter { path in !sorted.contains { $0 != path && isSameOrBelow(path, $0) } }
    }

    /// Now, on the clock the kernel stamps files with (the coarse clock on Linux), so a file
    /// changed after this moment never carries an earlier change time.
    static func fileClockNow() -> timespec {
        var now = timespec()
        #if os(Linux)
        clock_gettime(CLOCK_REALTIME_COARSE, &now)
        #else
        clock_gettime(CLOCK_REALTIME, &now)
        #endif
        return now
    }
}
