import Testing
@testable import NavMigrateKit

@Suite struct WorkflowDeploymentTargetTests {
    @Test func packageManifestPlatformsInEverySpelling() {
        let versions = DeploymentTargetParsing.packageManifest("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            // platforms: [.iOS(.v12)] in a comment does not count
            platforms: [.iOS(.v15), .macOS("13.0"), .tvOS(.v16_4), .watchOS(.v9), .visionOS(.v1)],
            targets: [.target(name: "App")]
        )
        """)
        #expect(versions[.iOS] == PlatformVersion(15))
        #expect(versions[.macOS] == PlatformVersion(13))
        #expect(versions[.tvOS] == PlatformVersion(16, 4))
        #expect(versions[.watchOS] == PlatformVersion(9))
        #expect(versions[.visionOS] == PlatformVersion(1))
    }

    @Test func manifestWithoutPlatformsDeclaresNothing() {
        #expect(DeploymentTargetParsing.packageManifest("let package = Package(name: \"A\")").isEmpty)
    }

    @Test func xcodeProjectTakesTheLowestOfEachSetting() {
        let versions = DeploymentTargetParsing.xcodeProject("""
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.4;
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = "14.0";
        \t\t\t\tTVOS_DEPLOYMENT_TARGET = 17.2;
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 10.0;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET_EXTRA = 3.0;
        """)
        #expect(versions[.iOS] == PlatformVersion(16, 4))
        #expect(versions[.macOS] == PlatformVersion(14))
        #expect(versions[.tvOS] == PlatformVersion(17, 2))
        #expect(versions[.watchOS] == PlatformVersion(10))
    }

    @Test func policyBelowSixteenAndFromSeventeen() {
        let old = DeploymentTarget(source: "P", versions: [.iOS: PlatformVersion(15, 4), .macOS: PlatformVersion(13)])
        #expect(old.platformsTooOld == ["iOS 15.4 (needs 16.0)"])
        #expect(!old.allowsIOS17API)
        let middle = DeploymentTarget(source: "P", versions: [.iOS: PlatformVersion(16), .macOS: PlatformVersion(14)])
        #expect(middle.platformsTooOld.isEmpty)
        #expect(!middle.allowsIOS17API)
        let new = DeploymentTarget(source: "P", versions: [.iOS: PlatformVersion(17), .macOS: PlatformVersion(14),
                                                            .watchOS: PlatformVersion(10), .tvOS: PlatformVersion(17)])
        #expect(new.allowsIOS17API)
        #expect(DeploymentTarget(source: "P", versions: [.macOS: PlatformVersion(10, 15)]).platformsTooOld == ["macOS 10.15 (needs 13.0)"])
    }

    @Test func versionsCompareByComponent() {
        #expect(PlatformVersion(parsing: "v10_15")! < PlatformVersion(11))
        #expect(PlatformVersion(parsing: "16.0") == PlatformVersion(16))
        #expect(PlatformVersion(parsing: "16.x") == nil)
    }

    @Test func resolverFindsTheNearestProjectUpwards() {
        let folder = TemporaryFolder()
        folder.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v17), .macOS(.v14)])")
        folder.write("Sources/App/Deep/File.swift", "")
        folder.write("Legacy/Legacy.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n")
        folder.write("Legacy/Code/File.swift", "")
        folder.write("Plain/Package.swift", "let package = Package(name: \"B\")")
        folder.write("Plain/File.swift", "")
        let resolver = DeploymentTargetResolver()
        let app = resolver.target(forFile: folder.url("Sources/App/Deep/File.swift"))
        #expect(app?.source == folder.url("Package.swift"))
        #expect(app?.allowsIOS17API == true)
        let legacy = resolver.target(forFile: folder.url("Legacy/Code/File.swift"))
        #expect(legacy?.source == folder.url("Legacy/Legacy.xcodeproj/project.pbxproj"))
        #expect(legacy?.platformsTooOld == ["iOS 15.0 (needs 16.0)"])
        // A manifest without platforms defers to the project above it.
        #expect(resolver.target(forFile: folder.url("Plain/File.swift"))?.source == folder.url("Package.swift"))
    }

    /// A folder with no target is looked at once per run, like one with a target: a repository
    /// without a declared target must not list its folders again for every file.
    @Test func resolverRemembersFoldersWithoutATarget() {
        let folder = TemporaryFolder()
        folder.write("Sources/A.swift", "")
        folder.write("Sources/B.swift", "")
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("Sources/A.swift")) == nil)
        // Written after the first look: a resolver that looked again would find it.
        folder.write("Sources/Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v17)])")
        #expect(resolver.target(forFile: folder.url("Sources/B.swift")) == nil)
        #expect(DeploymentTargetResolver().target(forFile: folder.url("Sources/B.swift")) != nil)
    }
}
