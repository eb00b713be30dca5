#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--interactive` reads its answers.
///
/// - Standard input when it is a terminal, a pipe, a socket or a file: a person types, or a
///   script pipes `y\nn\n...`.
/// - `/dev/tty` when standard input is something else (`< /dev/null`, closed) or holds the
///   path list (`git diff --name-only | navmigrate -i -`), and the process has a
///   controlling terminal.
/// - Otherwise there is nothing to read: the first question meets end of input, which stops
///   the run with nothing written.
///
/// Prompts, diffs and findings go to standard error, so they stay visible when standard
/// output is redirected.
final class AnswerReader {
    enum Line {
        case text(String)
        case endOfInput
        case interrupted
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// Whether answers come from a terminal, which echoes them.
    let isTerminal: Bool

    /// - Parameter standardInputTaken: standard input held the path list, so answers can only
    ///   come from the terminal.
    init(standardInputTaken: Bool = false) {
        fd = Self.chooseDescriptor(standardInputTaken: standardInputTaken)
        isTerminal = fd >= 0 && isatty(fd) == 1
    }

    private static func chooseDescriptor(standardInputTaken: Bool) -> Int32 {
        if standardInputTaken { return open("/dev/tty", O_RDONLY | O_CLOEXEC) }
        var info = stat()
        if fstat(0, &info) == 0 {
            let type = UInt32(info.st_mode) & UInt32(S_IFMT)
            let usable = isatty(0) == 1 || type == UInt32(S_IFIFO) || type == UInt32(S_IFREG)
                || type == UInt32(S_IFSOCK)
            if usable { return 0 }
        }
        let tty = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        return tty >= 0 ? tty : 0
    }

    /// The next line, without its line ending. Waits in short polls so Ctrl-C is noticed even
    /// when the signal lands on another thread.
    func readLine() -> Line {
        guard fd >= 0 else { return .endOfInput }
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .text(String(decoding: line, as: UTF8.self))
            }
            if Interruption.requested { return .interrupted }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 200)
            if ready < 0 {
                if errno == EINTR { continue }
                return .endOfInput
            }
            if ready == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .endOfInput
            }
            if count == 0 {
                guard !buffer.isEmpty else { return .endOfInput }
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll()
                return .text(line)
            }
            buffer += chunk[0..<count]
            // Ctrl-C in a terminal in raw-ish modes arrives as a byte, not a signal.
            if buffer.contains(3) { return .interrupted }
        }
    }
}
