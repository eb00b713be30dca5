#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a file is read-only for us. The atomic write replaces a file by renaming a new one
/// over it, which the folder's permissions allow whatever the file's own mode, so a file
/// someone made read-only (`chmod a-w`, a checked-out generated file, a Perforce client) has
/// to be left alone on purpose.
public enum WriteAccess {
    /// A description of why the file is read-only (`mode 0444`), or nil when we may write it.
    /// A file counts as read-only when no one has write permission on it (which even root
    /// respects here), or when `access(2)` says we may not write it.
    public static func readOnlyReason(_ path: String) -> String? {
        guard let status = FileStatus.of(path, followingSymlinks: true) else { return nil }
        let mode = "mode " + octal(status.permissions)
        if status.permissions & 0o222 == 0 { return mode }
        if access(path, W_OK) != 0, errno == EACCES || errno == EROFS {
            return errno == EROFS ? "read-only file system" : "\(mode), not writable by you"
        }
        return nil
    }

    /// The finding's message for a read-only file.
    public static func notWrittenMessage(_ reason: String) -> String {
        "not written: the file is read-only (\(reason)); make it writable (chmod u+w) or pass --write-read-only"
    }

    private static func octal(_ value: UInt32) -> String {
        let digits = String(value & 0o7777, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
