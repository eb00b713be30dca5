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

    @Test func xcconfigSettingsIncludesAndComments() {
        let parsed = DeploymentTargetParsing.xcconfig("""
        // IPHONEOS_DEPLOYMENT_TARGET = 9.0 in a comment does not count
        #include "common/Base.xcconfig"
        #include? "../Shared/Developer.xcconfig"
        IPHONEOS_DEPLOYMENT_TARGET = 15.0 // the app's floor
        IPHONEOS_DEPLOYMENT_TARGET[sdk=iphonesimulator*] = 14.0
        MACOSX_DEPLOYMENT_TARGET = $(RECOMMENDED_MACOSX_DEPLOYMENT_TARGET)
        TVOS_DEPLOYMENT_TARGET = "16.4";
        IPHONEOS_DEPLOYMENT_TARGET_EXTRA = 3.0
        """)
        #expect(parsed.versions[.iOS] == PlatformVersion(14))
        #expect(parsed.versions[.macOS] == nil)
        #expect(parsed.versions[.tvOS] == PlatformVersion(16, 4))
        #expect(parsed.includes == ["common/Base.xcconfig", "../Shared/Developer.xcconfig"])
    }

    @Test func xcodeProjectNamesItsBaseConfigurations() {
        let names = DeploymentTargetParsing.baseConfigurationNames(inXcodeProject: """
        \t\t\tbaseConfigurationReference = 51121AA12265430A00BC0EC1 /* App_target.xcconfig */;
        \t\t\tbaseConfigurationReferenceAnchor = 7A1 /* Config */;
        \t\t\tbaseConfigurationReferenceRelativePath = "Shared/Release.xcconfig";
        \t\t\tbaseConfigurationReference = 9F2 /* Pods-App.debug.xcconfig */;
        \t\t1768140A /* Other.xcconfig */ = {isa = PBXFileReference; path = Other.xcconfig; };
        """)
        #expect(names == ["App_target.xcconfig", "Release.xcconfig", "Pods-App.debug.xcconfig"])
    }

    /// An Xcode project that sets its targets only in the `.xcconfig` files its configurations
    /// are based on (and the files they include) has those targets, named by the file that
    /// sets the lowest iOS version.
    @Test func resolverReadsTheProjectsXcconfigFiles() {
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", """
        \t\t\tbaseConfigurationReference = 1A /* App_target.xcconfig */;
        \t\t\t\tSWIFT_VERSION = 5.0;
        """)
        folder.write("xcconfig/App_target.xcconfig", "#include \"common/Base.xcconfig\"\nMACOSX_DEPLOYMENT_TARGET = 12.0\n")
        folder.write("xcconfig/common/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 14.0\n#include \"../App_target.xcconfig\"\n")
        folder.write("xcconfig/Unused.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 9.0\n")
        folder.write(".hidden/App_target.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 8.0\n")
        folder.write("Sources/File.swift", "")
        let target = DeploymentTargetResolver().target(forFile: folder.url("Sources/File.swift"))
        #expect(target?.versions[.iOS] == PlatformVersion(14))
        #expect(target?.versions[.macOS] == PlatformVersion(12))
        #expect(target?.source == folder.url("xcconfig/common/Base.xcconfig"))
        #expect(target?.platformsTooOld == ["iOS 14.0 (needs 16.0)", "macOS 12.0 (needs 13.0)"])
    }

    /// Settings in the project file and in its `.xcconfig` files merge, lowest of each.
    @Test func projectSettingsAndXcconfigFilesMerge() {
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", """
        \t\t\tbaseConfigurationReference = 1A /* Base.xcconfig */;
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        """)
        folder.write("Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.0\nWATCHOS_DEPLOYMENT_TARGET = 9.0\n")
        folder.write("File.swift", "")
        let target = DeploymentTargetResolver().target(forFile: folder.url("File.swift"))
        #expect(target?.versions == [.iOS: PlatformVersion(16), .watchOS: PlatformVersion(9)])
        #expect(target?.platformsTooOld == [])
    }
}
