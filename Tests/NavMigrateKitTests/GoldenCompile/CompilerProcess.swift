import Foundation

/// Runs compiler processes, at most two at a time across the whole test run (the machines
/// this runs on have two cores), and finds the `swiftc` to run.
enum CompilerProcess {
    /// What a finished process left behind.
    struct Result: Sendable {
        var status: Int32
        /// Standard output and standard error, interleaved.
        var output: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Shared by every test, so tests running in parallel still start at most two compilers.
    private static let slots = DispatchSemaphore(value: 2)

    /// Runs `executable` to completion; kills it after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], timeout: TimeInterval = 300) -> Result {
        slots.wait()
        defer { slots.signal() }
        let start = Date()
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: -1, output: "could not start \(executable.path): \(error)",
                          seconds: 0, timedOut: false)
        }
        let watchdog = Watchdog(process)
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { watchdog.fire() }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: data, as: UTF8.self),
            seconds: Date().timeIntervalSince(start),
            timedOut: watchdog.fired
        )
    }

    /// Applies `work` to every item on two worker threads; results come back in input order.
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item], _ work: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        await withCheckedContinuation { continuation in
            let results = LockedArray<Output?>(repeating: nil, count: items.count)
            let next = LockedCounter()
            let group = DispatchGroup()
            for _ in 0..<min(2, items.count) {
                DispatchQueue.global().async(group: group) {
                    while let index = next.take(below: items.count) {
                        results.set(index, work(items[index]))
                    }
                }
            }
            group.notify(queue: .global()) {
                continuation.resume(returning: results.values.map { $0! })
            }
        }
    }

    /// The `swiftc` to run: the first on PATH, else the one beside the Swift runtime this
    /// test binary loaded (Linux), else what `xcrun` finds (macOS).
    static func findSwiftc() -> URL? {
        let fileManager = FileManager.default
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        if let runtime = loadedSwiftRuntime() {
            // <toolchain>/usr/lib/swift/linux/libswiftCore.so -> <toolchain>/usr/bin/swiftc
            let candidate = runtime.deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("bin/swiftc")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let xcrun = URL(fileURLWithPath: "/usr/bin/xcrun")
        if fileManager.isExecutableFile(atPath: xcrun.path) {
            let found = run(xcrun, ["--find", "swiftc"], timeout: 60)
            let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if found.status == 0, fileManager.isExecutableFile(atPath: path) {
                return URL(fileURLWithPath: path)
            }
        }
        return nil
    }

    /// The `swift-frontend` in the folder `swiftc` links into (`swiftc` is a link to the
    /// driver), on Linux only; nil when there is none.
    static func findFrontend(beside swiftc: URL) -> URL? {
        #if os(Linux)
        let candidate = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-frontend")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
        #else
        return nil
        #endif
    }

    /// The `libswiftCore.so` mapped into this process, read from `/proc/self/maps`.
    private static func loadedSwiftRuntime() -> URL? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
            return nil
        }
        for line in maps.split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/") else { continue }
            let path = String(line[slash...])
            if path.hasSuffix("/libswiftCore.so") { return URL(fileURLWithPath: path) }
        }
        return nil
    }
}

/// Ends a process that runs past its time.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var process: Process?
    private var didFire = false

    var fired: Bool { lock.withLock { didFire } }

    init(_ process: Process) { self.process = process }

    func fire() {
        lock.withLock {
            guard let process, process.isRunning else { return }
            didFire = true
            process.terminate()
        }
    }

    func cancel() { lock.withLock { process = nil } }
}

private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// An array that worker threads fill in by index.
final class LockedArray<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Element]

    init(repeating element: Element, count: Int) {
        storage = Array(repeating: element, count: count)
    }

    func set(_ index: Int, _ element: Element) { lock.withLock { storage[index] = element } }
    var values: [Element] { lock.withLock { storage } }
}
