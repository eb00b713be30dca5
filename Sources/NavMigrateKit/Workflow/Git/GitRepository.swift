#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a work tree's repository lives, found the way git finds it (`setup.c`), without
/// running git.
struct GitRepository: Sendable, Equatable {
    /// The work tree's top folder.
    var workTree: String
    /// The repository folder of this work tree (`.git`, or what a `.git` file points at).
    var gitDir: String
    /// The folder shared by linked work trees (`commondir`), else `gitDir`.
    var commonDir: String

    /// The repository whose work tree's top is `folder`: `folder/.git` is a repository folder,
    /// or a `gitdir:` file pointing at one. What git's `is_nonbare_repository_dir` accepts.
    static func at(_ folder: String) -> GitRepository? {
        let dotGit = joinPath(folder, ".git")
        guard let status = FileStatus.of(dotGit, followingSymlinks: true) else { return nil }
        switch status.kind {
        case .directory:
            guard let common = repositoryCommonDir(dotGit) else { return nil }
            return GitRepository(workTree: folder, gitDir: dotGit, commonDir: common)
        case .regular:
            guard let target = gitFileTarget(dotGit), let common = repositoryCommonDir(target) else { return nil }
            return GitRepository(workTree: folder, gitDir: target, commonDir: common)
        default:
            return nil
        }
    }

    /// The nearest folder at or above `folder` (a real path) where git's own search would stop:
    /// one whose `.git` is a repository folder or any regular file (git stops at a `.git` file
    /// even when it is broken, and fails there). Like git, the search does not go up into a
    /// folder named in `GIT_CEILING_DIRECTORIES`, nor onto another file system unless
    /// `GIT_DISCOVERY_ACROSS_FILESYSTEM` is set. A `.git` folder that is not a repository is
    /// passed over, as git does.
    static func workTreeTop(containing folder: String, environment: [String: String]) -> String? {
        let ceilings = ceilingDirectories(environment["GIT_CEILING_DIRECTORIES"])
        let acrossFileSystems = isTrue(environment["GIT_DISCOVERY_ACROSS_FILESYSTEM"])
        guard let start = FileStatus.of(folder, followingSymlinks: true) else { return nil }
        var current = folder
        while true {
            let dotGit = joinPath(current, ".git")
            switch FileStatus.of(dotGit, followingSymlinks: true)?.kind {
            case .directory? where repositoryCommonDir(dotGit) != nil:
                return current
            case .regular?:
                return current
            default:
                break
            }
            let parent = parentFolder(of: current)
            if parent == current || ceilings.contains(parent) { return nil }
            if !acrossFileSystems, FileStatus.of(parent, followingSymlinks: true)?.device != start.device { return nil }
            current = parent
        }
    }

    /// The folder a `gitdir: <path>` file points at (relative to the file's folder), or nil.
    static func gitFileTarget(_ path: String) -> String? {
        guard let status = FileStatus.of(path, followingSymlinks: true), status.kind == .regular,
              status.size <= 1 << 20, var bytes = try? readFileFollowingLinks(path)
        else { return nil }
        guard bytes.starts(with: Array("gitdir: ".utf8)) else { return nil }
        while let last = bytes.last, last == 10 || last == 13 { bytes.removeLast() }
        guard bytes.count >= 9 else { return nil }
        let target = String(decoding: bytes.dropFirst(8), as: UTF8.self)
        return normalizedPath(target.hasPrefix("/") ? target : joinPath(parentFolder(of: path), target))
    }

    /// The common folder of a repository folder when it is one (git's `is_git_directory`:
    /// a valid `HEAD`, and `objects` and `refs` in the common folder), else nil.
    static func repositoryCommonDir(_ gitDir: String) -> String? {
        guard isValidHead(joinPath(gitDir, "HEAD")) else { return nil }
        var common = gitDir
        let commonFile = joinPath(gitDir, "commondir")
        if FileStatus.of(commonFile, followingSymlinks: true) != nil {
            guard var bytes = try? readFileFollowingLinks(commonFile) else { return nil }
            while let last = bytes.last, last == 10 || last == 13 { bytes.removeLast() }
            let named = String(decoding: bytes, as: UTF8.self)
            let joined = named.hasPrefix("/") ? named : joinPath(gitDir, named)
            common = resolvedPath(joined) ?? normalizedPath(joined)
        }
        guard access(joinPath(common, "objects"), X_OK) == 0, access(joinPath(common, "refs"), X_OK) == 0
        else { return nil }
        return common
    }

    /// git's `validate_headref`: a symlink into `refs/`, a symbolic ref `ref: refs/...`, or an
    /// object id.
    static func isValidHead(_ path: String) -> Bool {
        guard let status = FileStatus.of(path) else { return false }
        if status.kind == .symlink {
            var buffer = [CChar](repeating: 0, count: 256)
            let count = readlink(path, &buffer, 255)
            return count >= 5 && buffer.prefix(5).map { UInt8(bitPattern: $0) } == Array("refs/".utf8)
        }
        guard let bytes = try? readFileFollowingLinks(path, limit: 255) else { return false }
        if bytes.starts(with: Array("ref:".utf8)) {
            let rest = bytes.dropFirst(4).drop { $0 == 32 || $0 == 9 || $0 == 10 || $0 == 13 }
            if rest.starts(with: Array("refs/".utf8)) { return true }
        }
        let hex = bytes.prefix { isHexDigit($0) }.count
        // git accepts whatever starts with a SHA-1 (40) or SHA-256 (64) object id.
        return hex >= 40
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
    }

    /// `GIT_CEILING_DIRECTORIES` as real paths: absolute entries only; after an empty entry
    /// symlinks are no longer resolved, as git does.
    static func ceilingDirectories(_ value: String?) -> Set<String> {
        guard let value else { return [] }
        var resolve = true
        var result = Set<String>()
        for entry in value.split(separator: ":", omittingEmptySubsequences: false) {
            if entry.isEmpty {
                resolve = false
                continue
            }
            guard entry.hasPrefix("/") else { continue }
            let normal = normalizedPath(String(entry))
            result.insert(resolve ? (resolvedPath(normal) ?? normal) : normal)
        }
        return result
    }

    /// git's boolean environment values (`1`, `true`, `yes`, `on`).
    static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        if let number = Int(value) { return number != 0 }
        return ["true", "yes", "on"].contains(value.lowercased())
    }
}

/// Reads a file (following symlinks, unlike `readRegularFile`), at most `limit` bytes.
func readFileFollowingLinks(_ path: String, limit: Int = 1 << 20) throws(PosixError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw PosixError("read", path) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    while bytes.count < limit {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, min($0.count, limit - bytes.count)) }
        if count < 0 {
            if errno == EINTR { continue }
            throw PosixError("read", path)
        }
        if count == 0 { break }
        bytes += chunk[0..<count]
    }
    return bytes
}
