/// Keeps `--write` away from files with uncommitted changes, so every change navmigrate makes
/// can be reviewed and undone with git. Asks `git status` once per work tree, the first time
/// a file in it is about to be written, before navmigrate has written anything there.
public final class DirtyTreeGuard {
    /// Why a file may not be written.
    public enum Verdict: Equatable, Sendable {
        case clean
        /// The file has uncommitted changes (staged, unstaged, or untracked).
        case dirty
        /// The file is in a work tree, but git could not say what is committed.
        case unknown(workTree: String)
    }

    private var uncommittedByWorkTree: [String: Set<String>?] = [:]
    private var workTreeByFolder: [String: String?] = [:]

    public init() {}

    /// The verdict for a file given by any absolute path; symlinks in it are resolved.
    public func verdict(for path: String) -> Verdict {
        guard let real = resolvedPath(path) else { return .clean }
        let folder = parentFolder(of: real)
        let top: String?
        if let cached = workTreeByFolder[folder] {
            top = cached
        } else {
            top = Git.workTreeTop(containing: folder)
            workTreeByFolder[folder] = top
        }
        guard let top else { return .clean }
        let uncommitted: Set<String>?
        if let cached = uncommittedByWorkTree[top] {
            uncommitted = cached
        } else {
            uncommitted = Git.uncommittedFiles(inWorkTree: top)
            uncommittedByWorkTree[top] = uncommitted
        }
        guard let uncommitted else { return .unknown(workTree: top) }
        return uncommitted.contains(real) ? .dirty : .clean
    }
}
