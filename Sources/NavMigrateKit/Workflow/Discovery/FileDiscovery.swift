import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file the batch will read.
public struct DiscoveredFile: Sendable, Equatable {
    /// The path shown to the user and in diff headers: relative to the current folder when
    /// the file lies below it, else as the user's argument spelled it.
    public var path: String
    /// An absolute path to read and write. Only the root may be a symlink in it.
    public var location: String
    /// Set when the file must not be read or written (a symlinked file).
    public var skipReason: String?
}

/// Something the walk could not do or chose not to, for the user to read.
public struct DiscoveryProblem: Sendable, Equatable {
    public enum Severity: Sendable { case note, error }
    public var severity: Severity
    public var path: String
    public var message: String
}

/// Finds the Swift files under the given roots.
///
/// - Folders: `.build`, `.swiftpm`, `DerivedData`, `Pods`, `Carthage`, `.git`,
///   `node_modules` and asset catalogs (`*.xcassets`, whose data sets may hold `.swift` files
///   no target compiles) are skipped everywhere, and so is whatever `--exclude` matches.
/// - Inside a git work tree, files that git ignores are skipped, and so are files inside a
///   nested repository git cannot read (what `git ls-files --cached --others
///   --exclude-standard` would not list); one `git status` per work tree met (`GitStatusCache`,
///   shared with the dirty-tree guard), limited to the roots in it. Without git every file is
///   taken.
/// - A file named on the command line is taken whatever its name, ignore rules or excludes.
/// - Symlinked folders are never entered: a link inside a root leads to a folder the walk
///   reaches anyway, and a link out of the roots leads where the user did not point. Symlinked
///   files are listed with a skip reason and never read or written. Folders are tracked by
///   device and inode, so bind-mount loops end too.
public struct FileDiscovery {
    /// Folders of build products and dependencies, never walked into.
    public static let skippedFolderNames: Set<String> = [
        ".build", ".swiftpm", "DerivedData", "Pods", "Carthage", ".git", "node_modules",
    ]

    /// Whether a folder of this name is never walked into.
    public static func skipsFolder(named name: String) -> Bool {
        skippedFolderNames.contains(name) || name.hasSuffix(".xcassets")
    }

    /// `--exclude` patterns.
    public var excludes: [Glob]
    /// The folder display paths are made relative to.
    public var currentDirectory: String
    /// Tests turn this off to check the plain walk.
    public var honoursGitIgnore: Bool
    /// The run's git state, shared with its `DirtyTreeGuard`; nil asks git afresh on each
    /// `discover`.
    public var git: GitStatusCache?

    public init(excludes: [Glob] = [], currentDirectory: String? = nil, honoursGitIgnore: Bool = true,
                git: GitStatusCache? = nil) {
        self.excludes = excludes
        self.currentDirectory = currentDirectory ?? currentDirectoryPath()
        self.honoursGitIgnore = honoursGitIgnore
        self.git = git
    }

    public struct Result: Sendable {
        /// Sorted by `path`, byte-wise, each real file once.
        public var files: [DiscoveredFile]
        public var problems: [DiscoveryProblem]
    }

    /// Walks the roots (files or folders; `.` when empty).
    public func discover(_ roots: [String]) -> Result {
        let roots = roots.isEmpty ? ["."] : roots
        var walk = Walk(discovery: self, git: git ?? GitStatusCache())
        if honoursGitIgnore { walk.expectGitQueries(for: roots) }
        for root in roots {
            walk.visitRoot(root)
        }
        let files = walk.files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return Result(files: files, problems: walk.problems)
    }

    /// The user-facing spelling of a path: relative to the current folder when below it.
    func displayPath(forAbsolute absolute: String, asGiven given: String) -> String {
        if absolute == currentDirectory { return "." }
        let base = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if absolute.hasPrefix(base) { return String(absolute.dropFirst(base.count)) }
        return given
    }

    func isExcluded(relativeToRoot: String, display: String) -> Bool {
        excludes.contains { $0.matches(relativeToRoot) || $0.matches(display) }
    }

    /// A root as an absolute, lexically tidied path.
    func absoluteRoot(_ given: String) -> String {
        normalizedPath(given.hasPrefix("/") ? given : joinPath(currentDirectory, given))
    }
}

/// The mutable state of one discovery run.
private struct Walk {
    let discovery: FileDiscovery
    let git: GitStatusCache
    var files: [DiscoveredFile] = []
    var problems: [DiscoveryProblem] = []
    var visitedFolders = Set<[UInt64]>()
    var seenFiles = Set<[UInt64]>()
    /// The real path of the root being walked, to tell links that leave it.
    var rootRealPath = "/"

    init(discovery: FileDiscovery, git: GitStatusCache) {
        self.discovery = discovery
        self.git = git
    }

    /// What git says about the work tree a folder belongs to.
    struct GitScope {
        var snapshot: GitStatusSnapshot
        /// The walk's relative path (from its root) of the folder `prefix` names.
        var base: String
        /// That folder's path relative to the work tree's top (`""` for the top).
        var prefix: String
    }

    /// Tells the git cache every path of a work tree the roots name, before any query, so one
    /// `git status` per work tree covers them all. A work tree that lies inside a root folder
    /// is walked whole.
    func expectGitQueries(for roots: [String]) {
        var folders: [String] = []
        var named: [(top: String, relative: String)] = []
        for root in roots {
            let absolute = discovery.absoluteRoot(root)
            guard let own = FileStatus.of(absolute), let real = resolvedPath(absolute), let target = FileStatus.of(real),
                  target.kind == .directory || (target.kind == .regular && own.kind != .symlink)
            else { continue } // a symlinked file is never read nor written
            let folder = target.kind == .directory ? real : parentFolder(of: real)
            if target.kind == .directory { folders.append(real) }
            guard let top = git.workTreeTop(containing: folder) else { continue }
            named.append((top, Self.relative(real, toTop: top)))
        }
        for (top, relative) in named {
            let insideRoot = folders.contains { $0 == "/" || isSameOrBelow(top, $0) }
            git.expect(insideRoot ? "" : relative, inWorkTree: top)
        }
    }

    /// `path` relative to `top`, both real paths, `path` at or below `top`.
    static func relative(_ path: String, toTop top: String) -> String {
        if path == top { return "" }
        return top == "/" ? String(path.dropFirst()) : String(path.dropFirst(top.count + 1))
    }

    /// The scope of a folder that is the top of a work tree or lies in one.
    func scope(forFolder real: String, walkRelative: String, top: String) -> GitScope? {
        let prefix = Self.relative(real, toTop: top)
        guard let snapshot = git.status(ofWorkTree: top, covering: prefix) else { return nil }
        return GitScope(snapshot: snapshot, base: walkRelative, prefix: prefix)
    }

    mutating func visitRoot(_ given: String) {
        let absolute = discovery.absoluteRoot(given)
        let display = discovery.displayPath(forAbsolute: absolute, asGiven: normalizedPath(given))
        guard let own = FileStatus.of(absolute) else {
            problems.append(DiscoveryProblem(severity: .error, path: display, message: "no such file or folder"))
            return
        }
        if own.kind == .symlink, FileStatus.of(absolute, followingSymlinks: true)?.kind == .regular {
            addFile(absolute, display: display, status: own, skipReason: "is a symlink; navmigrate never writes through links, pass the file it points to")
            return
        }
        guard let target = FileStatus.of(absolute, followingSymlinks: true) else {
            problems.append(DiscoveryProblem(severity: .error, path: display, message: "is a broken symlink"))
            return
        }
        switch target.kind {
        case .regular:
            addFile(absolute, display: display, status: target, skipReason: nil)
        case .directory:
            rootRealPath = resolvedPath(absolute) ?? absolute
            var scope: GitScope?
            if discovery.honoursGitIgnore, let top = git.workTreeTop(containing: rootRealPath) {
                scope = self.scope(forFolder: rootRealPath, walkRelative: "", top: top)
            }
            walkFolder(absolute, display: display, relative: "", status: target, scope: scope)
        default:
            problems.append(DiscoveryProblem(severity: .error, path: display, message: "is neither a file nor a folder"))
        }
    }

    private mutating func walkFolder(_ folder: String, display: String, relative: String,
                                     status: FileStatus, scope: GitScope?) {
        guard visitedFolders.insert([status.device, status.inode]).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append(DiscoveryProblem(severity: .error, path: display, message: "cannot list folder: \(Self.reason(error))"))
            return
        }
        for name in names.sorted() {
            let path = joinPath(folder, name)
            let childDisplay = display == "." ? name : joinPath(display, name)
            let childRelative = joinPath(relative, name)
            guard let child = FileStatus.of(path) else { continue }
            switch child.kind {
            case .directory:
                guard !FileDiscovery.skipsFolder(named: name),
                      !discovery.isExcluded(relativeToRoot: childRelative, display: childDisplay)
                else { continue }
                var childScope = scope
                if discovery.honoursGitIgnore, FileStatus.of(joinPath(path, ".git")) != nil {
                    childScope = nestedScope(path, walkRelative: childRelative, outer: scope)
                }
                walkFolder(path, display: childDisplay, relative: childRelative, status: child, scope: childScope)
            case .regular:
                guard name.hasSuffix(".swift"),
                      Self.isListed(childRelative, in: scope),
                      !discovery.isExcluded(relativeToRoot: childRelative, display: childDisplay)
                else { continue }
                addFile(path, display: childDisplay, status: child, skipReason: nil)
            case .symlink:
                noteSymlink(path, name: name, display: childDisplay, relative: childRelative, scope: scope)
            case .other:
                continue
            }
        }
    }

    private mutating func noteSymlink(_ path: String, name: String, display: String, relative: String, scope: GitScope?) {
        guard let target = FileStatus.of(path, followingSymlinks: true) else { return }
        if target.kind == .regular, name.hasSuffix(".swift"), Self.isListed(relative, in: scope),
           !discovery.isExcluded(relativeToRoot: relative, display: display) {
            addFile(path, display: display, status: target,
                    skipReason: "is a symlink; navmigrate never writes through links, the file it points to is migrated where it lives")
        } else if target.kind == .directory, !FileDiscovery.skipsFolder(named: name),
                  !discovery.isExcluded(relativeToRoot: relative, display: display),
                  let real = resolvedPath(path), real != rootRealPath,
                  !real.hasPrefix(rootRealPath == "/" ? "/" : rootRealPath + "/") {
            // A link to a folder inside the root needs no word: the walk reaches it directly.
            problems.append(DiscoveryProblem(severity: .note, path: display,
                                             message: "symlinked folder points out of the given folders and is not followed; pass its target to migrate it"))
        }
    }

    private mutating func addFile(_ path: String, display: String, status: FileStatus, skipReason: String?) {
        // The same real file reached twice (overlapping roots) is migrated once; a link is
        // keyed by itself so it never hides the file it points to.
        let key = skipReason == nil ? [status.device, status.inode] : [0, UInt64(files.count), 1]
        guard seenFiles.insert(key).inserted else { return }
        files.append(DiscoveredFile(path: display, location: path, skipReason: skipReason))
    }

    /// The scope inside a folder holding a `.git` entry: its own work tree's when git reads
    /// it, else the outer one, as when each work tree was asked for its files (a `.git` folder
    /// that is no repository is just a folder to git). The outer work tree never lists the
    /// files of a submodule (a `.git` file), so when the submodule's own query fails and the
    /// outer status says nothing about what is inside, nothing there is taken.
    private func nestedScope(_ folder: String, walkRelative: String, outer: GitScope?) -> GitScope? {
        guard let real = resolvedPath(folder), let top = git.workTreeTop(containing: real), top == real else {
            return outer
        }
        git.expect("", inWorkTree: top)
        if let own = scope(forFolder: real, walkRelative: walkRelative, top: top) { return own }
        guard var outer, FileStatus.of(joinPath(real, ".git"), followingSymlinks: true)?.kind == .regular else {
            return outer
        }
        let inside = outer.base.isEmpty ? walkRelative : String(walkRelative.dropFirst(outer.base.count + 1))
        let path = joinPath(outer.prefix, inside)
        if GitRepository.at(real) != nil || !outer.snapshot.hasEntries(inside: path) {
            outer.snapshot.untrackedFolders.insert(path)
        }
        return outer
    }

    private static func isListed(_ relative: String, in scope: GitScope?) -> Bool {
        guard let scope else { return true }
        let inside = scope.base.isEmpty ? relative : String(relative.dropFirst(scope.base.count + 1))
        return scope.snapshot.lists(joinPath(scope.prefix, inside))
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.code == NSFileReadNoPermissionError { return "Permission denied" }
        return nsError.localizedDescription
    }
}
