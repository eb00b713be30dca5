#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps `--write` away from files with uncommitted changes, so every change navmigrate makes
/// can be reviewed and undone with git.
///
/// It reads the `git status` the run's discovery already asked for (`GitStatusCache`), or
/// asks it once per work tree the first time a file there is about to be written, before
/// navmigrate has written anything there. Because that answer may be older than the file
/// navmigrate read, a file whose status changed (ctime) at or after the moment git was asked
/// counts as dirty too: it was edited while the run went on.
public final class DirtyTreeGuard {
    /// Why a file may not be written.
    public enum Verdict: Equatable, Sendable {
        case clean
        /// The file has uncommitted changes (staged, unstaged, or untracked).
        case dirty
        /// The file is in a work tree, but git could not say what is committed.
        case unknown(workTree: String)
    }

    private let git: GitStatusCache

    /// - Parameter git: the run's git state, shared with its `FileDiscovery`.
    public init(git: GitStatusCache = GitStatusCache()) {
        self.git = git
    }

    /// The verdict for a file given by any absolute path; symlinks in it are resolved.
    public func verdict(for path: String) -> Verdict {
        guard let real = resolvedPath(path) else { return .clean }
        guard let top = git.workTreeTop(containing: parentFolder(of: real)) else { return .clean }
        let relative = top == "/" ? String(real.dropFirst()) : String(real.dropFirst(top.count + 1))
        guard let snapshot = git.status(ofWorkTree: top, covering: relative) else { return .unknown(workTree: top) }
        if snapshot.hasChanges(relative) { return .dirty }
        return Self.changed(real, since: snapshot.askedAt) ? .dirty : .clean
    }

    /// Whether the file's status change time is at or after `moment`.
    static func changed(_ path: String, since moment: timespec) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return true }
        #if canImport(Darwin)
        let changed = info.st_ctimespec
        #else
        let changed = info.st_ctim
        #endif
        return (changed.tv_sec, changed.tv_nsec) >= (moment.tv_sec, moment.tv_nsec)
    }
}
