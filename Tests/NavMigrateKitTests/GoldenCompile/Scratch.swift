import Foundation

/// A temporary folder of golden-style cases for the checker's own tests; the golden test
/// itself only ever reads the package's `Golden/`.
struct ScratchGolden {
    let directory: URL

    /// Writes `cases` (case name -> file name -> contents) into a new temporary folder.
    init(_ cases: [String: [String: String]]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("navmigrate-golden-\(UUID().uuidString)")
            .appendingPathComponent("Golden")
        for (name, files) in cases {
            let folder = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (fileName, contents) in files {
                // `before/Views/A.swift` makes a case of several files.
                let file = folder.appendingPathComponent(fileName)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: file, atomically: true, encoding: .utf8)
            }
        }
    }

    /// Type-checks the folder as the golden test would, then deletes it.
    func check() async throws -> GoldenTypeCheck.Report {
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        return await GoldenTypeCheck.run(in: directory, with: try await ShimCompiler.shared())
    }

    /// Type-checks one source file the way an `after.swift` is checked (no warnings allowed),
    /// or a `before.swift` when `expectation` says so.
    static func typeCheck(
        _ source: String, variant: ShimVariant = .standard,
        expectation: TypeCheckExpectation = .compilesWithoutWarnings
    ) async throws -> TypeCheckOutcome {
        var files = ["after.swift": source]
        if expectation == .compiles { files = ["before.swift": source] }
        if variant == .iOS17 { files[GoldenTypeCheck.iOS17MarkerName] = "" }
        let report = try await ScratchGolden(["snippet": files]).check()
        guard let outcome = report.cases.first?.outcomes.first else {
            throw ShimBuildError(description: "the snippet was not type-checked")
        }
        return outcome
    }
}
