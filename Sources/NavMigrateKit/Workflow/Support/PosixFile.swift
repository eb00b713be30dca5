#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call on a path, worded for the user: `cannot read Foo.swift: Permission denied`.
public struct PosixError: Error, Sendable, CustomStringConvertible {
    public var action: String
    public var path: String
    public var code: Int32

    init(_ action: String, _ path: String, code: Int32 = errno) {
        self.action = action
        self.path = path
        self.code = code
    }

    public var description: String {
        "cannot \(action) \(path): \(String(cString: strerror(code)))"
    }
}

/// What `stat`/`lstat` says about a path, reduced to what the workflows need.
struct FileStatus: Sendable, Equatable {
    enum Kind: Sendable { case regular, directory, symlink, other }

    var kind: Kind
    var device: UInt64
    var inode: UInt64
    /// Permission bits (`0o7777`).
    var permissions: UInt32
    var owner: UInt32
    var group: UInt32
    var size: Int64
    var linkCount: UInt64

    /// `lstat` when `followingSymlinks` is false, `stat` otherwise.
    static func of(_ path: String, followingSymlinks: Bool = false) -> FileStatus? {
        var info = stat()
        let result = followingSymlinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        return FileStatus(info)
    }

    init(_ info: stat) {
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        switch type {
        case UInt32(S_IFREG): kind = .regular
        case UInt32(S_IFDIR): kind = .directory
        case UInt32(S_IFLNK): kind = .symlink
        default: kind = .other
        }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        permissions = UInt32(info.st_mode) & 0o7777
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        size = Int64(info.st_size)
        linkCount = UInt64(info.st_nlink)
    }
}

/// The canonical absolute path with every symlink resolved, or nil when it does not exist.
func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// The process's current folder.
func currentDirectoryPath() -> String {
    guard let cwd = getcwd(nil, 0) else { return "." }
    defer { free(cwd) }
    return String(cString: cwd)
}

/// Reads a whole regular file. Refuses symlinks (`O_NOFOLLOW`) so a link swapped in after the
/// walk is never read as if it were the file.
func readRegularFile(_ path: String) throws(PosixError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else {
        throw PosixError("read", path, code: errno == ELOOP ? ELOOP : errno)
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw PosixError("read", path) }
    guard FileStatus(info).kind == .regular else { throw PosixError("read", path, code: EINVAL) }
    // Read straight into an array of the size `fstat` gave, with one byte more to see the end
    // of the file in the same reads: no buffer to clear and copy out of for each file. A file
    // that grew meanwhile is read on to its end.
    var failure: Int32?
    var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, filled in
        filled = 0
        while filled < buffer.count {
            let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            if count == 0 { break }
            filled += count
        }
    }
    if let failure { throw PosixError("read", path, code: failure) }
    guard bytes.count > Int(info.st_size) else { return bytes }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 {
            if errno == EINTR { continue }
            throw PosixError("read", path)
        }
        if count == 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

/// Reads a descriptor (a pipe) to its end, retrying interrupted reads, which Foundation's
/// `FileHandle.readDataToEndOfFile` turns into a crash.
func readToEnd(_ fd: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        if count <= 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

/// Writes every byte to a descriptor, retrying short writes and interruptions.
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = bytes.withUnsafeBytes { buffer in
            write(fd, buffer.baseAddress! + written, buffer.count - written)
        }
        if count < 0 {
            if errno == EINTR { continue }
            return false
        }
        written += count
    }
    return true
}

/// Joins two path pieces with exactly one `/`.
func joinPath(_ base: String, _ name: String) -> String {
    if base.isEmpty || base == "." { return name }
    return base.hasSuffix("/") ? base + name : base + "/" + name
}

/// Lexically tidies a path: drops `.` components, folds `..` where possible, removes repeated
/// and trailing slashes. Does not touch the file system, so symlinks keep their names.
func normalizedPath(_ path: String) -> String {
    if isNormalAbsolutePath(path) { return path }
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
        if part == "." { continue }
        if part == "..", let last = parts.last, last != ".." {
            parts.removeLast()
            continue
        }
        if part == "..", absolute, parts.isEmpty { continue }
        parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
}

/// Whether an absolute path is already normal (no empty, `.` or `..` part, no trailing `/`):
/// the usual case, told by one look at the bytes.
private func isNormalAbsolutePath(_ path: String) -> Bool {
    var bytes = path.utf8.makeIterator()
    guard bytes.next() == UInt8(ascii: "/") else { return false }
    // The part read so far: its length, and whether it is only dots.
    var partLength = 0
    var onlyDots = true
    while let byte = bytes.next() {
        if byte == UInt8(ascii: "/") {
            if partLength == 0 || (onlyDots && partLength <= 2) { return false }
            partLength = 0
            onlyDots = true
        } else {
            partLength += 1
            if byte != UInt8(ascii: ".") { onlyDots = false }
        }
    }
    return partLength > 0 && !(onlyDots && partLength <= 2)
}

/// The names in `folder` that end with `suffix`, read with `readdir` so that a folder of many
/// entries (a temporary folder above a repository) costs little; empty when it cannot be read.
func folderEntries(in folder: String, endingWith suffix: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    let wanted = Array(suffix.utf8)
    var found: [String] = []
    while let entry = readdir(directory) {
        let matches = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> Bool in
            let length = strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)
            guard length >= wanted.count else { return false }
            return raw[(length - wanted.count)..<length].elementsEqual(wanted)
        }
        if matches {
            found.append(withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            })
        }
    }
    return found
}

/// Whether anything exists at `path` (a file, a folder, a link).
func pathExists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
}
