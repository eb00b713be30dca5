import Foundation

/// Change sets made on purpose, so the workflows' handling of files that must be shown, asked
/// about and written together can be tested whatever the rules produce: groups of shown paths
/// given to `BatchRunner.testChangeSets`, or, with `NAVMIGRATE_TEST_FAULTS=1` in the
/// environment, a file holding the comment `// navmigrate-test-fault: change-set B.swift C.swift`
/// goes with the files it names (shown paths, which need not be in the run).
struct TestChangeSets {
    private static let enabled = ProcessInfo.processInfo.environment["NAVMIGRATE_TEST_FAULTS"] == "1"
    private static let marker = Array("navmigrate-test-fault: change-set ".utf8)

    /// The other files of each file's set, by shown path.
    private var others: [String: [String]] = [:]

    init(groups: [[String]], items: [BatchItem]) {
        for group in groups {
            for path in group { add(path, group.filter { $0 != path }) }
        }
        guard Self.enabled else { return }
        for item in items where item.file.skipReason == nil {
            guard let bytes = try? readRegularFile(item.file.location),
                  let offset = bytes.offsets(of: Self.marker).first else { continue }
            let rest = bytes[(offset + Self.marker.count)...].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
            let names = String(decoding: rest, as: UTF8.self).split(separator: " ").map(String.init)
            add(item.file.path, names)
        }
    }

    var isEmpty: Bool { others.isEmpty }

    private mutating func add(_ path: String, _ paths: [String]) {
        for other in paths where other != path && !others[path, default: []].contains(other) {
            others[path, default: []].append(other)
        }
    }

    /// The outcome with the test's change set added to its own.
    func apply(_ outcome: FileOutcome) -> FileOutcome {
        guard let extra = others[outcome.path] else { return outcome }
        var changed = outcome
        for path in extra where !changed.changeSet.contains(path) { changed.changeSet.append(path) }
        return changed
    }
}
