import Testing
@testable import NavMigrateKit

/// Paths are normalised without touching the file system.
@Suite struct WorkflowPathTests {
    @Test(arguments: [
        ("/a/b/c.swift", "/a/b/c.swift"),
        ("/a//b", "/a/b"),
        ("/a/./b", "/a/b"),
        ("/a/b/../c", "/a/c"),
        ("/a/b/", "/a/b"),
        ("/a/b/.", "/a/b"),
        ("/a/b/..", "/a"),
        ("/..", "/"),
        ("/", "/"),
        ("/a/.hidden/b", "/a/.hidden/b"),
        ("/a/.../b", "/a/.../b"),
        ("/a/..b/c", "/a/..b/c"),
        ("a/../../b", "../b"),
        ("./a", "a"),
        ("", "."),
    ])
    func normalisedPaths(path: String, expected: String) {
        #expect(normalizedPath(path) == expected)
    }
}
