import Foundation

/// Shows a long diff through the user's pager during `--interactive`, so its header does not
/// scroll off the screen: `$NAVMIGRATE_PAGER`, else `$PAGER`, else `less -R`, run by
/// `/bin/sh -c` with its output on standard error (the terminal), never on standard output.
/// As git does, `LESS` defaults to `FRX` (quit when the text fits, keep colours, leave the
/// text on the screen after quitting). An empty pager or `cat` means no paging.
enum Pager {
    static func command() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let command = environment["NAVMIGRATE_PAGER"] ?? environment["PAGER"] ?? "less -R"
        let trimmed = command.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// Runs the pager on `bytes` and waits for it; false when it could not start, so the
    /// caller prints the text itself.
    static func show(_ bytes: [UInt8], command: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        process.environment = environment
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return false
        }
        // A pager quit before reading everything closes the pipe; that must not kill us.
        let previous = signal(SIGPIPE, SIG_IGN)
        let fd = input.fileHandleForWriting.fileDescriptor
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { posixWrite(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                break
            }
            written += count
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        signal(SIGPIPE, previous)
        // Ctrl-C in the pager reached us too; it was meant for the pager.
        Interruption.clear()
        return true
    }
}
