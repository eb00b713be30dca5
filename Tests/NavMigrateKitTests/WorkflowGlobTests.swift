import Testing
@testable import NavMigrateKit

@Suite struct WorkflowGlobTests {
    @Test(arguments: [
        ("*.swift", "a.swift", true),
        ("*.swift", "Sources/a.swift", true),
        ("*.swift", "a.swiftx", false),
        ("?.swift", "a.swift", true),
        ("?.swift", "ab.swift", false),
        ("Generated", "Sources/Generated/A.swift", true),
        ("Generated", "Sources/GeneratedCode/A.swift", false),
        ("*Tests", "FooTests/A.swift", true),
        ("Sources/*.swift", "Sources/a.swift", true),
        ("Sources/*.swift", "Sources/Sub/a.swift", false),
        ("Sources/**/*.swift", "Sources/a.swift", true),
        ("Sources/**/*.swift", "Sources/x/y/z/a.swift", true),
        ("Sources/**", "Sources", true),
        ("Sources/**", "Other/Sources/a.swift", false),
        ("**/Mocks/**", "a/b/Mocks/c.swift", true),
        ("**/Mocks/**", "Mocks", true),
        ("/Sources/a.swift", "Sources/a.swift", true),
        ("./Sources/a.swift", "Sources/a.swift", true),
        ("Sources/", "Sources", true),
        ("a*b*c", "aXXbYYc", true),
        ("a*b*c", "aXXbYY", false),
        ("*", "anything/at/all", true),
        ("Café/*.swift", "Café/é.swift", true),
    ])
    func matching(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func starDoesNotCrossSlashes() {
        #expect(!Glob("Sources*a.swift").matches("Sources/a.swift"))
    }
}
