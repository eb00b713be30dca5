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

/// One file to type-check against the shim.
struct TypeCheckJob: Sendable {
    var file: URL
    /// How messages name the file, e.g. `Golden/stack-basic/after.swift`.
    var displayName: String
    var variant: ShimVariant
    var expectation: TypeCheckExpectation
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
        return await CompilerProcess.map(Array(jobs.enumerated())) { index, job in
            check(job, with: compiler, scratch: scratch.appendingPathComponent("\(index)"))
        }
    }

    private static func check(
        _ job: TypeCheckJob, with compiler: ShimCompiler, scratch: URL
    ) -> TypeCheckOutcome {
        let source: String
        do {
            source = try String(contentsOf: job.file, encoding: .utf8)
        } catch {
            let result = CompilerProcess.Result(status: -1, output: "\(error)", seconds: 0, timedOut: false)
            return TypeCheckOutcome(
                job: job, result: result, errors: [], warnings: [],
                failure: "\(job.displayName) cannot be read: \(error)")
        }
        var compiled = job.file
        let prepared = IOSConditions.resolve(PreviewMacro.expand(source))
        if prepared != source {
            // Same file name in a scratch folder, so messages still name the golden file.
            compiled = scratch.appendingPathComponent(job.file.lastPathComponent)
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                try prepared.write(to: compiled, atomically: true, encoding: .utf8)
            } catch {
                let result = CompilerProcess.Result(status: -1, output: "\(error)", seconds: 0, timedOut: false)
                return TypeCheckOutcome(
                    job: job, result: result, errors: [], warnings: [],
                    failure: "\(job.displayName): cannot write its prepared copy: \(error)")
            }
        }
        var result = compiler.typeCheck(compiled, variant: job.variant)
        if compiled != job.file {
            result.output = result.output.replacingOccurrences(of: compiled.path, with: job.file.path)
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
