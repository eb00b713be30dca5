#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Raw writes to standard output and standard error. Unbuffered on purpose: the diff and the
/// findings interleave with prompts, and each piece is written whole.
enum Terminal {
    static let standardOutputIsTerminal = isatty(1) == 1
    static let standardErrorIsTerminal = isatty(2) == 1

    /// The height of the terminal on standard error: the window size, else `LINES`, else 24.
    static func rows() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        if let lines = getenv("LINES").flatMap({ Int(String(cString: $0)) }), lines > 0 { return lines }
        return 24
    }

    static func out(_ bytes: [UInt8]) { write(fd: 1, bytes) }
    static func out(_ text: String) { write(fd: 1, Array(text.utf8)) }

    static func err(_ bytes: [UInt8]) {
        ProgressLine.shared.clear()
        write(fd: 2, bytes)
    }

    /// One line on standard error (a newline is added).
    static func err(_ text: String) { err(Array((text + "\n").utf8)) }

    private static func write(fd: Int32, _ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            written += count
        }
    }
}

/// `\r[123/4567] path` on standard error while a long run works, at most ten times a second,
/// and only when standard error is a terminal.
final class ProgressLine {
    nonisolated(unsafe) static let shared = ProgressLine()

    var enabled = false
    private var visible = false
    private var lastDraw: UInt64 = 0

    func update(done: Int, total: Int, path: String) {
        guard enabled else { return }
        let now = monotonicNanoseconds()
        guard now - lastDraw >= 100_000_000 || done == total else { return }
        lastDraw = now
        let text = "\r\u{1B}[K[\(done)/\(total)] \(Self.fit(path))"
        visible = true
        _ = text.utf8CString.withUnsafeBufferPointer { posixWrite(2, $0.baseAddress!, $0.count - 1) }
    }

    func clear() {
        guard visible else { return }
        visible = false
        _ = "\r\u{1B}[K".utf8CString.withUnsafeBufferPointer { posixWrite(2, $0.baseAddress!, $0.count - 1) }
    }

    /// Keeps the line short enough not to wrap on a narrow terminal.
    private static func fit(_ path: String) -> String {
        path.count <= 60 ? path : "…" + path.suffix(59)
    }
}

/// `write(2)`, named apart so members called `write` do not shadow it.
func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}

func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

/// Ctrl-C during `--write` or `--interactive`: the handler only raises a flag; the run stops at
/// the next file boundary, so no file is left half-written.
enum Interruption {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    static var requested: Bool { flag != 0 }

    /// Forgets a Ctrl-C meant for a child (the pager), not for navmigrate.
    static func clear() { flag = 0 }

    static func install() {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { _ in Interruption.flag = 1 }
        #else
        action.__sigaction_handler.sa_handler = { _ in Interruption.flag = 1 }
        #endif
        sigemptyset(&action.sa_mask)
        // No SA_RESTART: a blocked read of an answer returns EINTR and sees the flag.
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may hand down SIGINT blocked (some test runners and process pools do);
        // the threads started after this inherit the unblocked mask.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }
}
