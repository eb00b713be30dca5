import Foundation

/// What a file must do to pass.
enum TypeCheckExpectation: Sendable {
    /// Compile; warnings (deprecations above all) are expected. What `before.swift` must do,
    /// and an `after.swift` identical to it (the tool left the file alone).
    case compiles
    /// Compile without a single warning. What a migrated `after.swift` must do.
    case compilesWithoutWarnings
    /// Compile with no warning other than deprecations. What `after.swift` must do when the
    /// case expects findings: what the tool refused to migrate, and reported, is still there.
    case compilesKeepingDeprecations
}

/// One file, or the files of one module, to type-check against the shim.
struct TypeCheckJob: Sendable {
    /// Which side of a golden case the job checks.
    enum Side: Sendable { case before, after }

    /// Compiled together, as one module.
    var files: [URL]
    /// How messages name the file or files, e.g. `Golden/stack-basic/after.swift` or
    /// `Golden/tour/after` for a case of several files.
    var displayName: String
    var variant: ShimVariant
    var expectation: TypeCheckExpectation
    var side: Side

    init(files: [URL], displayName: String, variant: ShimVariant, expectation: TypeCheckExpectation, side: Side) {
        self.files = files
        self.displayName = displayName
        self.variant = variant
        self.expectation = expectation
        self.side = side
    }

    /// One file, whose name says its side (`before.swift`).
    init(file: URL, displayName: String, variant: ShimVariant, expectation: TypeCheckExpectation) {
        self.init(files: [file], displayName: displayName, variant: variant, expectation: expectation,
                  side: file.lastPathComponent == "before.swift" ? .before : .after)
    }
}

/// How one file fared.
struct TypeCheckOutcome: Sendable {
    var job: TypeCheckJob
    var result: CompilerProcess.Result
    /// The compiler's error and warning lines.
    var errors: [String]
    var warnings: [String]
    /// The warnings that report a use of deprecated API.
    var deprecations: [String] { warnings.filter(TypeCheck.isDeprecation) }
    /// Why the file failed, with the compiler's own messages; nil when it passed.
    var failure: String?
}

enum TypeCheck {
    /// Type-checks every job, two at a time; outcomes come back in job order.
    static func run(_ jobs: [TypeCheckJob], with compiler: ShimCompiler) async -> [TypeCheckOutcome] {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("navmigrate-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files that read the same against the same shim (a case the tool leaves alone has an
        // `after` equal to its `before`) are compiled once; each job judges the result by its own
        // expectation, with its own paths in the messages. A third of the golden cases.
        var firstWithKey: [String: Int] = [:]
        var sameAs: [Int?] = []
        var compiled: [Int] = []
        for (index, job) in jobs.enumerated() {
            let key = contentKey(of: job)
            if let key, let first = firstWithKey[key] {
                sameAs.append(first)
                continue
            }
            if let key { firstWithKey[key] = index }
            sameAs.append(nil)
            compiled.append(index)
        }
        let outcomes = await CompilerProcess.map(compiled) { index in
            check(jobs[index], with: compiler, scratch: scratch.appendingPathComponent("\(index)"))
        }
        var outcomeOf: [Int: TypeCheckOutcome] = [:]
        for (index, outcome) in zip(compiled, outcomes) { outcomeOf[index] = outcome }
        return jobs.indices.map { index in
            guard let first = sameAs[index], let shared = outcomeOf[first] else { return outcomeOf[index]! }
            var result = shared.result
            for (theirs, ours) in zip(jobs[first].files, jobs[index].files) {
                result.output = result.output.replacingOccurrences(of: theirs.path, with: ours.path)
            }
            return evaluate(jobs[index], result)
        }
    }

    /// The shim and the files' names and bytes, in order; nil when a file cannot be read (the
    /// job is then compiled on its own, and says so).
    private static func contentKey(of job: TypeCheckJob) -> String? {
        var key = "\(job.variant)"
        for file in job.files {
            guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
            key += "\u{0}" + file.lastPathComponent.replacingOccurrences(of: "before", with: "after") + "\u{0}"
                + String(decoding: data, as: UTF8.self)
        }
        return key
    }

    private static func check(
        _ job: TypeCheckJob, with compiler: ShimCompiler, scratch: URL
    ) -> TypeCheckOutcome {
        var compiledFiles: [URL] = []
        for (index, file) in job.files.enumerated() {
            let source: String
            do {
                source = try String(contentsOf: file, encoding: .utf8)
            } catch {
                let result = CompilerProcess.Result(status: -1, output: "\(error)", seconds: 0, timedOut: false)
                return TypeCheckOutcome(
                    job: job, result: result, errors: [], warnings: [],
                    failure: "\(job.displayName) cannot be read: \(error)")
            }
            var compiled = file
            let prepared = IOSConditions.resolve(PreviewMacro.expand(source))
            if prepared != source {
                // Same file name in a scratch folder (one per file: names may repeat in a
                // module), so messages still name the golden file.
                let folder = scratch.appendingPathComponent("\(index)")
                compiled = folder.appendingPathComponent(file.lastPathComponent)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try prepared.write(to: compiled, atomically: true, encoding: .utf8)
                } catch {
                    let result = CompilerProcess.Result(status: -1, output: "\(error)", seconds: 0, timedOut: false)
                    return TypeCheckOutcome(
                        job: job, result: result, errors: [], warnings: [],
                        failure: "\(job.displayName): cannot write its prepared copy: \(error)")
                }
            }
            compiledFiles.append(compiled)
        }
        var result = compiler.typeCheck(compiledFiles, variant: job.variant)
        for (compiled, file) in zip(compiledFiles, job.files) where compiled != file {
            result.output = result.output.replacingOccurrences(of: compiled.path, with: file.path)
        }
        return evaluate(job, result)
    }

    /// Judges a finished compile against what the job expects.
    static func evaluate(_ job: TypeCheckJob, _ result: CompilerProcess.Result) -> TypeCheckOutcome {
        let lines = result.output.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.contains(": error: ") || $0.hasPrefix("error: ") }
        let warnings = lines.filter { $0.contains(": warning: ") || $0.hasPrefix("warning: ") }
        let unwanted: [String]
        let rule: String
        switch job.expectation {
        case .compiles:
            (unwanted, rule) = ([], "")
        case .compilesWithoutWarnings:
            (unwanted, rule) = (warnings, "must compile without warnings")
        case .compilesKeepingDeprecations:
            (unwanted, rule) = (
                warnings.filter { !isDeprecation($0) },
                "may keep deprecated API its findings report, and nothing else that warns,"
            )
        }
        let name = job.displayName + (job.variant == .iOS17 ? " (against the iOS 17 shim)" : "")
        let failure: String?
        if result.timedOut {
            failure = "\(name): the compiler timed out:\n\(result.output)"
        } else if result.status != 0 || !errors.isEmpty {
            failure = "\(name) does not compile:\n\(result.output)"
        } else if !unwanted.isEmpty {
            let count = unwanted.count == 1 ? "1 warning" : "\(unwanted.count) warnings"
            failure = "\(name) \(rule) but has \(count):\n\(result.output)"
        } else {
            failure = nil
        }
        return TypeCheckOutcome(job: job, result: result, errors: errors, warnings: warnings, failure: failure)
    }

    /// Whether a compiler warning reports a use of deprecated API.
    static func isDeprecation(_ warning: String) -> Bool {
        warning.contains("[#DeprecatedDeclaration]") || warning.contains(" is deprecated")
    }
}
