import Foundation
@testable import NavMigrateKit

/// A temporary folder removed when the value goes away.
final class TemporaryFolder {
    let path: String

    init() {
        let base = NSTemporaryDirectory() + "navmigrate-tests-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        // Tests compare real paths; /tmp may itself be a link elsewhere.
        path = resolvedPath(base) ?? base
    }

    deinit {
        _ = try? run(["chmod", "-R", "u+rwX", path])
        try? FileManager.default.removeItem(atPath: path)
    }

    func url(_ relative: String) -> String { path + "/" + relative }

    /// Writes a file, creating its folders.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        let full = url(relative)
        try! FileManager.default.createDirectory(atPath: parentFolder(of: full), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) -> String {
        (try? String(contentsOfFile: url(relative), encoding: .utf8)) ?? "<missing>"
    }

    func symlink(_ relative: String, to destination: String) {
        try! FileManager.default.createDirectory(atPath: parentFolder(of: url(relative)), withIntermediateDirectories: true)
        try! FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    /// A git repository with every file committed.
    func initGitRepository() {
        git("init", "-q", "-b", "main")
    }

    func commitAll(_ message: String = "base") {
        git("add", "-A")
        git("commit", "-q", "--allow-empty", "-m", message)
    }

    @discardableResult
    func git(_ arguments: String...) -> ProcessResult {
        let result = try! run(["git", "-c", "user.name=Test", "-c", "user.email=test@example.com",
                               "-c", "commit.gpgsign=false"] + arguments, in: path)
        precondition(result.status == 0, "git \(arguments) failed: \(result.errorText)")
        return result
    }
}

struct ProcessResult {
    var status: Int32
    var output: [UInt8]
    var error: [UInt8]
    var outputText: String { String(decoding: output, as: UTF8.self) }
    var errorText: String { String(decoding: error, as: UTF8.self) }
}

/// Runs a program found on PATH (or at an absolute path) and collects its output.
func run(_ command: [String], in folder: String? = nil, input: String? = nil,
         environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    if command[0].hasPrefix("/") {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
    } else {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
    }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    var merged = ProcessInfo.processInfo.environment
    merged["NO_COLOR"] = nil
    for (key, value) in environment { merged[key] = value }
    process.environment = merged
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    let inPipe = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : inPipe
    try process.run()
    if let input {
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try? inPipe.fileHandleForWriting.close()
    }
    // Drain stderr on another thread so neither pipe can fill up and block the child.
    nonisolated(unsafe) var errorBytes: [UInt8] = []
    let group = DispatchGroup()
    group.enter()
    let errorDescriptor = errPipe.fileHandleForReading.fileDescriptor
    DispatchQueue.global().async {
        errorBytes = readToEnd(errorDescriptor)
        group.leave()
    }
    let outputBytes = readToEnd(outPipe.fileHandleForReading.fileDescriptor)
    group.wait()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: outputBytes, error: errorBytes)
}

/// The built `navmigrate` executable, which SwiftPM puts beside the test bundle.
func navmigrateExecutable() -> String? {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
    folders.append(Bundle.main.bundleURL)
    if let exe = resolvedPath("/proc/self/exe") { folders.append(URL(fileURLWithPath: exe).deletingLastPathComponent()) }
    // On macOS the bundle is `X.xctest/Contents/MacOS/X`; walk up to the products folder.
    folders += folders.map { $0.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
    for folder in folders {
        let candidate = folder.appendingPathComponent("navmigrate").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The source the end-to-end tests migrate: the container rewrite turns it into a
/// `NavigationStack`.
func navigationViewSource(_ name: String) -> String {
    """
    import SwiftUI

    struct \(name): View {
        var body: some View {
            NavigationView { Text("x") }
        }
    }

    """
}
