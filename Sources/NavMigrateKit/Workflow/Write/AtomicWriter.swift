#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's bytes so that a reader, a crash or Ctrl-C sees either the old file or
/// the new one, never a mix: the new bytes go to a temporary file in the same folder, get the
/// old file's permissions (and owner, where allowed), are flushed, and are renamed over it.
public enum AtomicWriter {
    /// What became of one write.
    public enum Result: Sendable, Equatable {
        /// The output equals the input: the file was not touched, its mtime stays.
        case unchanged
        case written
    }

    /// Why a file was not written. The file is always left as it was.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            case changedOnDisk
            case symlink
            case hardLinked
            case readOnly
            case system
        }

        public var reason: Reason
        public var message: String
        public var description: String { message }
    }

    /// Writes `output` over the file at `path`, provided it still holds `expected`.
    /// - Parameters:
    ///   - shownPath: the path used in messages.
    ///   - replacingReadOnly: whether a read-only file (see `WriteAccess`) may be replaced;
    ///     it keeps its mode.
    public static func write(_ output: [UInt8], to path: String, expected: [UInt8],
                             shownPath: String? = nil, replacingReadOnly: Bool = true) throws(Failure) -> Result {
        let shown = shownPath ?? path
        guard output != expected else { return .unchanged }
        let status = try checkWritable(path, expected: expected, shown: shown, replacingReadOnly: replacingReadOnly)
        let temporary = try Temporary.write(output, beside: path, status: status, shown: shown)
        // Checked again right before the rename, so an editor's save in between is not lost.
        do {
            try ensureUnchanged(path, expected: expected, shown: shown)
            try temporary.commit()
        } catch {
            temporary.discard()
            throw error
        }
        return .written
    }

    // MARK: Steps, shared with `ChangeSetWriter`

    /// Everything that must hold before a file is replaced: it exists, is not a symlink nor
    /// hard-linked, is not read-only (unless `replacingReadOnly`), and still holds `expected`.
    /// Returns its status, whose permissions and owner the replacement gets.
    static func checkWritable(_ path: String, expected: [UInt8], shown: String,
                              replacingReadOnly: Bool) throws(Failure) -> FileStatus {
        guard let status = FileStatus.of(path) else {
            throw Failure(reason: .system, message: "\(PosixError("write", shown)); file left unchanged")
        }
        guard status.kind != .symlink else {
            throw Failure(reason: .symlink, message: "cannot write \(shown): it is a symlink; file left unchanged")
        }
        guard status.linkCount <= 1 else {
            throw Failure(reason: .hardLinked,
                          message: "cannot write \(shown): it has \(status.linkCount) hard links and replacing it would split them; file left unchanged")
        }
        if !replacingReadOnly, let reason = WriteAccess.readOnlyReason(path) {
            throw Failure(reason: .readOnly, message: WriteAccess.notWrittenMessage(reason))
        }
        try ensureUnchanged(path, expected: expected, shown: shown)
        return status
    }

    /// New bytes for a file, written and flushed to a temporary file in its folder with its
    /// permissions (and owner, where allowed), waiting to be renamed over it.
    struct Temporary {
        /// The file it will replace.
        let path: String
        /// The temporary file.
        let location: String
        let shown: String

        /// Creates the temporary file beside `path` and writes `bytes` to it; on failure
        /// nothing is left behind.
        static func write(_ bytes: [UInt8], beside path: String, status: FileStatus,
                          shown: String) throws(Failure) -> Temporary {
            let folder = parentFolder(of: path)
            let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...])
            var template = Array(joinPath(folder, ".\(name).navmigrate-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                throw Failure(reason: .system,
                              message: "cannot write \(shown): cannot create a temporary file in \(parentFolder(of: shown)): \(String(cString: strerror(errno))); file left unchanged")
            }
            let location = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
            // The owner can only be kept by root or when it is already ours; failing is fine.
            _ = fchown(fd, uid_t(status.owner), gid_t(status.group))
            let ok = fchmod(fd, mode_t(status.permissions)) == 0 && writeAll(fd, bytes) && fsync(fd) == 0
            let savedErrno = errno
            if close(fd) != 0 || !ok {
                unlink(location)
                throw Failure(reason: .system,
                              message: "cannot write \(shown): \(String(cString: strerror(ok ? errno : savedErrno))); file left unchanged")
            }
            return Temporary(path: path, location: location, shown: shown)
        }

        /// Renames the temporary file over the one it replaces.
        func commit(rename renaming: (String, String) -> Int32 = { rename($0, $1) }) throws(Failure) {
            guard renaming(location, path) == 0 else {
                throw Failure(reason: .system, message: "\(PosixError("replace", shown)); file left unchanged")
            }
        }

        /// Removes the temporary file.
        func discard() {
            unlink(location)
        }
    }

    /// Fails unless the file still holds `expected`.
    static func ensureUnchanged(_ path: String, expected: [UInt8], shown: String) throws(Failure) {
        let current: [UInt8]
        do {
            current = try readRegularFile(path)
        } catch {
            throw Failure(reason: .system, message: "\(error.description(path: shown)); file left unchanged")
        }
        guard current == expected else {
            throw Failure(reason: .changedOnDisk,
                          message: "\(shown) changed on disk since navmigrate read it; not overwritten, run again")
        }
    }
}
