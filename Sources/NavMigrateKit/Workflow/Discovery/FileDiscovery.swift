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
/// - Folders: `.build`, `.swiftpm`, `DerivedData`, `Pods`, `Carthage`, `.git` and
///   `node_modules` are skipped everywhere, and so is whatever `--exclude` matches.
/// - Inside a git work tree, files that git ignores are skipped (one `git ls-files` per work
///   tree met); without git every file is taken.
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

    /// `--exclude` patterns.
    public var excludes: [Glob]
    /// The folder display paths are made relative to.
    public var currentDirectory: String
    /// Tests turn this off to check the plain walk.
    public var honoursGitIgnore: Bool

    public init(excludes: [Glob] = [], currentDirectory: String? = nil, honoursGitIgnore: Bool = true) {
        self.excludes = excludes
        self.currentDirectory = currentDirectory ?? currentDirectoryPath()
        self.honoursGitIgnore = honoursGitIgnore
    }

    public struct Result: Sendable {
        /// Sorted by `path`, byte-wise, each real file once.
        public var files: [DiscoveredFile]
        public var problems: [DiscoveryProblem]
    }

    /// Walks the roots (files or folders; `.` when empty).
    public func discover(_ roots: [String]) -> Result {
        var walk = Walk(discovery: self)
        for root in roots.isEmpty ? ["."] : roots {
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
}

/// The mutable state of one discovery run.
private struct Walk {
    let discovery: FileDiscovery
    var files: [DiscoveredFile] = []
    var problems: [DiscoveryProblem] = []
    var visitedFolders = Set<[UInt64]>()
    var seenFiles = Set<[UInt64]>()
    /// The real path of the root being walked, to tell links that leave it.
    var rootRealPath = "/"

    init(discovery: FileDiscovery) {
        self.discovery = discovery
    }

    /// Paths git does not ignore, relative to `base`, for the work tree a folder belongs to.
    struct GitScope {
        var base: String
        var files: Set<String>
    }

    mutating func visitRoot(_ given: String) {
        let absolute = normalizedPath(given.hasPrefix("/") ? given : joinPath(discovery.currentDirectory, given))
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
            if discovery.honoursGitIgnore, let listed = Git.unignoredFiles(in: absolute) {
                scope = GitScope(base: "", files: listed)
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
                guard !FileDiscovery.skippedFolderNames.contains(name),
                      !discovery.isExcluded(relativeToRoot: childRelative, display: childDisplay)
                else { continue }
                var childScope = scope
                if discovery.honoursGitIgnore, FileStatus.of(joinPath(path, ".git")) != nil,
                   let listed = Git.unignoredFiles(in: path) {
                    childScope = GitScope(base: childRelative, files: listed)
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
        } else if target.kind == .directory, !FileDiscovery.skippedFolderNames.contains(name),
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

    private static func isListed(_ relative: String, in scope: GitScope?) -> Bool {
        guard let scope else { return true }
        let key = scope.base.isEmpty ? relative : String(relative.dropFirst(scope.base.count + 1))
        return scope.files.contains(key)
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
