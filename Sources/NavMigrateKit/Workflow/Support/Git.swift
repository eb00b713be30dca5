import Foundation

/// The few `git` queries the workflows make. Every one returns nil when git is missing, the
/// folder is not in a work tree, or git fails, so callers fall back to plain file walking.
enum Git {
    /// Runs `git -C folder arguments...` and returns its standard output on success.
    static func run(_ arguments: [String], in folder: String) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Read-only queries must not take the index lock a concurrent git command may hold.
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        let bytes = readToEnd(output.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else { return nil }
        return bytes
    }

    /// Files under `folder` that git does not ignore (tracked, or untracked and not ignored),
    /// as paths relative to `folder`.
    static func unignoredFiles(in folder: String) -> Set<String>? {
        guard let output = run(["ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: folder)
        else { return nil }
        return Set(splitNul(output))
    }

    /// Absolute paths of files with uncommitted changes (staged, unstaged or untracked) in the
    /// work tree whose top folder is `top`.
    static func uncommittedFiles(inWorkTree top: String) -> Set<String>? {
        guard let output = run(["status", "--porcelain", "-z", "--untracked-files=all"], in: top)
        else { return nil }
        var files = Set<String>()
        var entries = splitNul(output)[...]
        while let entry = entries.first {
            entries = entries.dropFirst()
            let status = entry.prefix(2)
            let path = String(entry.dropFirst(3))
            files.insert(joinPath(top, path))
            // Renames and copies carry their source path as the next entry.
            if status.contains("R") || status.contains("C"), let source = entries.first {
                files.insert(joinPath(top, source))
                entries = entries.dropFirst()
            }
        }
        return files
    }

    /// The nearest folder at or above `folder` that holds a `.git` entry (a folder, or a file
    /// in linked work trees and submodules).
    static func workTreeTop(containing folder: String) -> String? {
        var current = folder
        while true {
            if FileStatus.of(joinPath(current, ".git")) != nil { return current }
            let parent = parentFolder(of: current)
            if parent == current { return nil }
            current = parent
        }
    }

    private static func splitNul(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// The folder above a path; `/` stays `/`.
func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
}
