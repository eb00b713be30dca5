// The parser's ceiling for `scripts/bench`: read, parse and print every file named on
// standard input (one path a line) on all cores, with the toolchain's swift-syntax, and
// nothing else. navmigrate's own time is compared against this.
import Dispatch
import Foundation
import SwiftParser
import SwiftSyntax

/// Hands out indices to worker threads and adds up what they printed.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private(set) var printedBytes = 0
    let paths: [String]

    init(paths: [String]) { self.paths = paths }

    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < paths.count else { return nil }
        next += 1
        return next - 1
    }

    func add(_ bytes: Int) {
        lock.lock()
        printedBytes += bytes
        lock.unlock()
    }
}

let jobs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? ProcessInfo.processInfo.activeProcessorCount
var paths: [String] = []
while let line = readLine(), !line.isEmpty { paths.append(line) }
let queue = WorkQueue(paths: paths)
let start = Date()
DispatchQueue.concurrentPerform(iterations: jobs) { _ in
    var local = 0
    while let index = queue.take() {
        guard let data = FileManager.default.contents(atPath: queue.paths[index]) else { continue }
        let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
        local += tree.description.utf8.count
    }
    queue.add(local)
}
let seconds = Date().timeIntervalSince(start)
print("files \(paths.count) bytes \(queue.printedBytes) seconds \(String(format: "%.3f", seconds))")
