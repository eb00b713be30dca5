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

    /// A target set to Xcode's recommended minimum is older than NavigationStack: a watch
    /// extension that says `$(RECOMMENDED_WATCHOS_DEPLOYMENT_TARGET)` must not pass as unknown.
    @Test func xcodeRecommendedMinimumCountsAsTooOld() {
        let versions = DeploymentTargetParsing.xcodeProject("""
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = "$(RECOMMENDED_WATCHOS_DEPLOYMENT_TARGET)";
        \t\t\t\tTVOS_DEPLOYMENT_TARGET = "$(SOME_OTHER_SETTING)";
        """)
        #expect(versions[.watchOS] == .xcodeRecommended)
        #expect(versions[.tvOS] == nil)
        let target = DeploymentTarget(source: "App.xcodeproj/project.pbxproj", versions: versions)
        #expect(target.platformsTooOld == ["watchOS Xcode's recommended minimum (needs 9.0)"])
    }

    /// The targets that build the code decide, each with its own setting or the project's:
    /// a project default every target overrides, a script target, a test bundle and a platform
    /// the target does not build for do not lower it.
    @Test func xcodeProjectReadsTheTargetsThatBuildTheCode() {
        func object(_ id: String, _ comment: String, _ body: [String]) -> String {
            (["\t\t\(id) /* \(comment) */ = {"] + body.map { "\t\t\t" + $0 } + ["\t\t};"]).joined(separator: "\n")
        }
        func configuration(_ id: String, _ settings: [String]) -> String {
            object(id, "Debug", ["isa = XCBuildConfiguration;", "buildSettings = {"] + settings.map { "\t" + $0 } + ["};", "name = Debug;"])
        }
        func list(_ id: String, _ owner: String, _ configuration: String) -> String {
            object(id, "Build configuration list for \(owner)", ["isa = XCConfigurationList;", "buildConfigurations = (",
                                                                  "\t\(configuration) /* Debug */,", ");"])
        }
        func target(_ id: String, _ isa: String, list: String, productType: String) -> String {
            object(id, "Target", ["isa = \(isa);", "buildConfigurationList = \(list) /* Build configuration list */;",
                                  "productType = \"\(productType)\";"])
        }
        let ids = (1...12).map { String(format: "%024X", $0) }
        let project = [
            "// !$*UTF8*$!", "{", "\tobjects = {",
            target(ids[0], "PBXNativeTarget", list: ids[1], productType: "com.apple.product-type.application"),
            target(ids[2], "PBXNativeTarget", list: ids[3], productType: "com.apple.product-type.bundle.unit-test"),
            target(ids[4], "PBXAggregateTarget", list: ids[5], productType: ""),
            list(ids[1], "PBXNativeTarget \"App\"", ids[6]),
            list(ids[3], "PBXNativeTarget \"AppTests\"", ids[7]),
            list(ids[5], "PBXAggregateTarget \"Secrets\"", ids[8]),
            list(ids[9], "PBXProject \"App\"", ids[10]),
            configuration(ids[6], ["IPHONEOS_DEPLOYMENT_TARGET = 16.2;", "SDKROOT = iphoneos;"]),
            configuration(ids[7], ["IPHONEOS_DEPLOYMENT_TARGET = 12.0;"]),
            configuration(ids[8], ["IPHONEOS_DEPLOYMENT_TARGET = 13.0;"]),
            configuration(ids[10], ["IPHONEOS_DEPLOYMENT_TARGET = 13.0;", "WATCHOS_DEPLOYMENT_TARGET = 8.0;", "MACOSX_DEPLOYMENT_TARGET = 12.0;"]),
            "\t};", "}",
        ].joined(separator: "\n")
        let versions = DeploymentTargetParsing.xcodeProject(project)
        #expect(versions == [.iOS: PlatformVersion(16, 2)])

        // A target that sets nothing builds with the project's settings, for every platform
        // when no SDK narrows it.
        let inheriting = project.replacingOccurrences(of: "IPHONEOS_DEPLOYMENT_TARGET = 16.2;\n\t\t\t\tSDKROOT = iphoneos;",
                                                      with: "PRODUCT_NAME = App;")
        #expect(inheriting != project)
        #expect(DeploymentTargetParsing.xcodeProject(inheriting)
            == [.iOS: PlatformVersion(13), .watchOS: PlatformVersion(8), .macOS: PlatformVersion(12)])
    }

    /// A file is held to the targets whose Sources phases compile it: an iOS app's file is not
    /// fenced for, or held back by, the project's tvOS target; a file no target lists gets the
    /// whole project's.
    @Test func resolverNarrowsAFileToTheTargetsThatCompileIt() {
        let project = twoTargetXcodeProject(phone: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;", tv: "TVOS_DEPLOYMENT_TARGET = 15.0;")
        let ids = (1...12).map { String(format: "%024X", $0) }
        #expect(DeploymentTargetParsing.xcodeProject(project) == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15)])
        #expect(DeploymentTargetParsing.xcodeProject(project, compiling: "PhoneOnly.swift") == [.iOS: PlatformVersion(16)])
        #expect(DeploymentTargetParsing.xcodeProject(project, compiling: "Unlisted.swift") == nil)

        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", project)
        for name in ["Shared", "PhoneOnly", "TVOnly", "Unlisted"] { folder.write("Code/\(name).swift", "") }
        let resolver = DeploymentTargetResolver()
        let phone = resolver.target(forFile: folder.url("Code/PhoneOnly.swift"))
        #expect(phone?.versions == [.iOS: PlatformVersion(16)])
        #expect(phone?.platformsTooOld == [])
        #expect(phone?.source == folder.url("App.xcodeproj/project.pbxproj"))
        #expect(resolver.target(forFile: folder.url("Code/TVOnly.swift"))?.platformsTooOld == ["tvOS 15.0 (needs 16.0)"])
        #expect(resolver.target(forFile: folder.url("Code/Shared.swift"))?.versions == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15)])
        #expect(resolver.target(forFile: folder.url("Code/Unlisted.swift"))?.versions == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15)])

        // Beside an `.xcconfig` the targets' settings may come from, the versions are the whole
        // project's, lowest first, but only for the platforms the file's targets build for
        // (`SDKROOT`): the watch version the `.xcconfig` sets does not hold back a phone file.
        let based = project.replacingOccurrences(of: "isa = XCBuildConfiguration;",
                                                 with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = \(ids[11]) /* Base.xcconfig */;")
        let other = TemporaryFolder()
        other.write("App.xcodeproj/project.pbxproj", based)
        other.write("Base.xcconfig", "WATCHOS_DEPLOYMENT_TARGET = 9.0\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
        for name in ["Shared", "PhoneOnly", "Unlisted"] { other.write("Code/\(name).swift", "") }
        let narrowing = DeploymentTargetResolver()
        #expect(narrowing.target(forFile: other.url("Code/PhoneOnly.swift"))?.versions == [.iOS: PlatformVersion(15)])
        #expect(narrowing.target(forFile: other.url("Code/Shared.swift"))?.versions
            == [.iOS: PlatformVersion(15), .tvOS: PlatformVersion(15)])
        #expect(narrowing.target(forFile: other.url("Code/Unlisted.swift"))?.versions
            == [.iOS: PlatformVersion(15), .tvOS: PlatformVersion(15), .watchOS: PlatformVersion(9)])
        // A target whose platform only an `.xcconfig` could name narrows nothing.
        let unnamed = TemporaryFolder()
        unnamed.write("App.xcodeproj/project.pbxproj", based.replacingOccurrences(of: "SDKROOT = iphoneos;", with: ""))
        unnamed.write("Base.xcconfig", "WATCHOS_DEPLOYMENT_TARGET = 9.0\n")
        unnamed.write("Code/PhoneOnly.swift", "")
        #expect(DeploymentTargetResolver().target(forFile: unnamed.url("Code/PhoneOnly.swift"))?.versions
            == [.iOS: PlatformVersion(16), .tvOS: PlatformVersion(15), .watchOS: PlatformVersion(9)])
    }

    /// `TARGETED_DEVICE_FAMILY` says whether a file's iOS target runs on iPad, where a
    /// one-child navigation view of the default style showed columns.
    @Test func deviceFamilyOfTheTargetsThatBuildAFile() {
        func iPad(_ family: String?, base: Bool = false, xcconfig: String? = "TARGETED_DEVICE_FAMILY = 1,2\n", file: String) -> Bool? {
            var phone = "IPHONEOS_DEPLOYMENT_TARGET = 16.0;"
            if let family { phone += "\n\t\t\t\tTARGETED_DEVICE_FAMILY = \"\(family)\";" }
            var project = twoTargetXcodeProject(phone: phone, tv: "TVOS_DEPLOYMENT_TARGET = 16.0;")
            if base {
                project = project.replacingOccurrences(of: "isa = XCBuildConfiguration;",
                                                       with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = 0C /* Base.xcconfig */;")
            }
            let folder = TemporaryFolder()
            folder.write("App.xcodeproj/project.pbxproj", project)
            if base, let xcconfig { folder.write("Config/Base.xcconfig", xcconfig) }
            folder.write("Config/Shared.xcconfig", "TARGETED_DEVICE_FAMILY = 1,2 // iPhone and iPad\nSUPPORTS_MACCATALYST = YES\n")
            for name in ["Shared", "PhoneOnly", "TVOnly", "Unlisted"] { folder.write("Code/\(name).swift", "") }
            return DeploymentTargetResolver().target(forFile: folder.url("Code/\(file).swift"))?.buildsForIPad
        }
        #expect(iPad("1,2", file: "PhoneOnly") == true)
        #expect(iPad("1,2", file: "Shared") == true)
        // The TV target's family is not an iPad's, and a file no target lists is the project's.
        #expect(iPad("1,2", file: "TVOnly") == false)
        #expect(iPad("1,2", file: "Unlisted") == true)
        #expect(iPad("1", file: "PhoneOnly") == false)
        #expect(iPad("1", file: "Unlisted") == false)
        // No family set is Xcode's default, iPhone alone.
        #expect(iPad(nil, file: "PhoneOnly") == false)
        // The `.xcconfig` a configuration is based on sets it where the project does not, with
        // what it includes; one that was not found may set it, so it is not known.
        #expect(iPad(nil, base: true, file: "PhoneOnly") == true)
        #expect(iPad(nil, base: true, xcconfig: "TARGETED_DEVICE_FAMILY = 1\n", file: "PhoneOnly") == false)
        #expect(iPad(nil, base: true, xcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 16.0\n", file: "PhoneOnly") == false)
        #expect(iPad(nil, base: true, xcconfig: "#include \"Shared.xcconfig\"\n", file: "PhoneOnly") == true)
        #expect(iPad("1", base: true, file: "PhoneOnly") == false)
        #expect(iPad(nil, base: true, xcconfig: nil, file: "PhoneOnly") == nil)
        #expect(iPad("2", base: true, file: "PhoneOnly") == true)
        let devices = DeploymentTargetParsing.xcconfigDevices("// TARGETED_DEVICE_FAMILY = 1\nTARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 1,6\nSUPPORTS_MACCATALYST = NO\n")
        #expect(devices == XcconfigDevices(family: "1,6", macCatalyst: false))

        // Mac Catalyst, by family or by its own setting; a setting under an SDK condition counts.
        func target(_ settings: String) -> DeploymentTarget? {
            let folder = TemporaryFolder()
            folder.write("App.xcodeproj/project.pbxproj", twoTargetXcodeProject(phone: "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n\t\t\t\t" + settings,
                                                                               tv: "TVOS_DEPLOYMENT_TARGET = 16.0;"))
            folder.write("Code/PhoneOnly.swift", "")
            return DeploymentTargetResolver().target(forFile: folder.url("Code/PhoneOnly.swift"))
        }
        let catalystFamily = target("TARGETED_DEVICE_FAMILY = \"1,6\";")
        #expect(catalystFamily?.buildsForIPad == false)
        #expect(catalystFamily?.buildsForMacCatalyst == true)
        let catalystSetting = target("TARGETED_DEVICE_FAMILY = \"1,2\";\n\t\t\t\tSUPPORTS_MACCATALYST = YES;")
        #expect(catalystSetting?.buildsForIPad == true)
        #expect(catalystSetting?.buildsForMacCatalyst == true)
        #expect(target("TARGETED_DEVICE_FAMILY = 1;")?.buildsForMacCatalyst == false)
        #expect(target("\"TARGETED_DEVICE_FAMILY[sdk=iphoneos*]\" = \"1,2\";")?.buildsForIPad == true)
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

    /// A `Package.swift` holds only the files in its targets' folders (`Sources`, `Tests`,
    /// `Plugins`, each `path:`): an app's project beside it sets the app's files' target, and
    /// a file neither holds takes the folders above. Where a target's `path:` is computed, the
    /// manifest holds every file below it, as before.
    @Test func packageManifestHoldsOnlyItsTargetsFolders() {
        let folder = TemporaryFolder()
        folder.write("Package.swift", "let package = Package(name: \"A\", platforms: [.iOS(.v16)])")
        folder.write("ios/Package.swift", """
            let package = Package(name: "Kit", platforms: [.iOS(.v12)],
                                  targets: [.target(name: "Kit"), .target(name: "Shared", path: "Common/Shared")])
            """)
        folder.write("ios/IOS.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 14.0;\n")
        folder.write("ios/App/View.swift", "")
        folder.write("ios/Sources/Kit/Kit.swift", "")
        folder.write("ios/Common/Shared/Shared.swift", "")
        folder.write("lone/Package.swift", "let package = Package(name: \"L\", platforms: [.iOS(.v13)], targets: [.target(name: \"L\")])")
        folder.write("lone/Demo/Demo.swift", "")
        folder.write("computed/Package.swift", "let root = \"Code\"\nlet package = Package(name: \"C\", platforms: [.iOS(.v13)], targets: [.target(name: \"C\", path: root)])")
        folder.write("computed/Code/C.swift", "")
        let resolver = DeploymentTargetResolver()
        let app = resolver.target(forFile: folder.url("ios/App/View.swift"))
        #expect(app?.source == folder.url("ios/IOS.xcodeproj/project.pbxproj"))
        #expect(app?.versions == [.iOS: PlatformVersion(14)])
        #expect(resolver.target(forFile: folder.url("ios/Sources/Kit/Kit.swift"))?.versions == [.iOS: PlatformVersion(12)])
        #expect(resolver.target(forFile: folder.url("ios/Common/Shared/Shared.swift"))?.versions == [.iOS: PlatformVersion(12)])
        #expect(resolver.target(forFile: folder.url("lone/Demo/Demo.swift"))?.source == folder.url("Package.swift"))
        #expect(resolver.target(forFile: folder.url("computed/Code/C.swift"))?.versions == [.iOS: PlatformVersion(13)])
        // SwiftPM's other default folders (`src`), in any case.
        folder.write("lone/src/L/L.swift", "")
        folder.write("lone/SOURCES/L/M.swift", "")
        #expect(resolver.target(forFile: folder.url("lone/src/L/L.swift"))?.versions == [.iOS: PlatformVersion(13)])
        #expect(resolver.target(forFile: folder.url("lone/SOURCES/L/M.swift"))?.versions == [.iOS: PlatformVersion(13)])
    }

    /// Where nothing else declares a target for a file outside a manifest's folders, the
    /// manifest still holds it: a layout navmigrate cannot read is not taken for a newer target.
    @Test func aPackageAloneStillHoldsFilesOutsideItsFolders() {
        let folder = TemporaryFolder()
        folder.write("Package.swift", "let package = Package(name: \"P\", platforms: [.iOS(.v15)], targets: [.target(name: \"P\")])")
        folder.write("Other/View.swift", "")
        let target = DeploymentTargetResolver().target(forFile: folder.url("Other/View.swift"))
        #expect(target?.source == folder.url("Package.swift"))
        #expect(target?.versions == [.iOS: PlatformVersion(15)])
    }

    /// An XcodeGen spec: each target that is not a test bundle counts for its platforms with its
    /// own version (settings, then `deploymentTarget`) or the project's (settings, then options).
    @Test func xcodeGenSpecReadsTheTargetsThatBuildTheCode() {
        let versions = DeploymentTargetParsing.xcodeGenSpec("""
        name: Reader
        options:
          deploymentTarget: # the project's defaults
            iOS: 17.6
            macOS: "14.6"
            watchOS: 10.0
        targets:
          Reader:
            type: application
            supportedDestinations: [iOS, macOS]
          Widgets:
            type: app-extension
            platform: iOS
            deploymentTarget: "17.0"
          Watch:
            type: application
            platform: watchOS
            settings:
              base:
                WATCHOS_DEPLOYMENT_TARGET: 9.4
          ReaderTests:
            type: bundle.unit-test
            platform: iOS
            deploymentTarget: 15.0
          Tools:
            type: application
            supportedDestinations:
              - macOS # built for the Mac only
            deploymentTarget:
              macOS: 14.0
        """)
        #expect(versions[.iOS] == PlatformVersion(17))
        #expect(versions[.macOS] == PlatformVersion(14))
        #expect(versions[.watchOS] == PlatformVersion(9, 4))
        #expect(versions[.tvOS] == nil)
        // No targets: the project's own.
        let bare = DeploymentTargetParsing.xcodeGenSpec("options:\n  deploymentTarget:\n    iOS: '15.0'\n")
        #expect(bare == [.iOS: PlatformVersion(15)])
    }

    @Test func resolverReadsAnXcodeGenSpecWhereThereIsNoProject() {
        let folder = TemporaryFolder()
        folder.write("project.yml", "options:\n  deploymentTarget:\n    iOS: 15.0\n")
        folder.write("App/View.swift", "")
        folder.write("Kit/Kit.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 17.0;\n")
        folder.write("Kit/project.yml", "options:\n  deploymentTarget:\n    iOS: 15.0\n")
        folder.write("Kit/File.swift", "")
        let resolver = DeploymentTargetResolver()
        let app = resolver.target(forFile: folder.url("App/View.swift"))
        #expect(app?.source == folder.url("project.yml"))
        #expect(app?.platformsTooOld == ["iOS 15.0 (needs 16.0)"])
        // Where the generated project is committed, it is the one read.
        #expect(resolver.target(forFile: folder.url("Kit/File.swift"))?.versions == [.iOS: PlatformVersion(17)])
    }

    /// The `.xcconfig` files an XcodeGen spec bases its configurations on (`configFiles`, the
    /// project's and its targets') set versions as its settings do, includes followed; an
    /// `.xcodeproj` committed with only its shared schemes is no project that hides the spec.
    @Test func xcodeGenSpecReadsItsConfigFiles() {
        let folder = TemporaryFolder()
        folder.write("project.yml", """
            name: Demo
            configFiles:
              Debug: Config/Project.xcconfig
            targets:
              Demo:
                type: application
                platform: iOS
                sources: [App]
            """)
        folder.write("Config/Project.xcconfig", "#include \"Base.xcconfig\"\n")
        folder.write("Config/Base.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.1\n")
        folder.write("Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme", "<Scheme/>\n")
        folder.write("App/View.swift", "")
        folder.write("Kit/project.yml", """
            targets:
              Kit:
                type: framework
                platform: iOS
                deploymentTarget: "17.0"
                configFiles:
                  Release: ../Config/Kit.xcconfig
              KitTests:
                type: bundle.unit-test
                platform: iOS
                configFiles:
                  Debug: ../Config/Tests.xcconfig
            """)
        folder.write("Config/Kit.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 16.4\n")
        folder.write("Config/Tests.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        folder.write("Kit/File.swift", "")
        let resolver = DeploymentTargetResolver()
        let app = resolver.target(forFile: folder.url("App/View.swift"))
        #expect(app?.versions == [.iOS: PlatformVersion(15, 1)])
        #expect(app?.source == folder.url("Config/Base.xcconfig"))
        // A target's own file counts; a test bundle's does not.
        #expect(resolver.target(forFile: folder.url("Kit/File.swift"))?.versions == [.iOS: PlatformVersion(16, 4)])
    }

    /// An XcodeGen spec's targets name their sources: a file one target's sources hold is held
    /// to that target's platforms (the iOS app's file is not built for tvOS), one that no
    /// target names to every target's.
    @Test func xcodeGenSpecTellsTheTargetsOfEachFile() {
        let folder = TemporaryFolder()
        folder.write("project.yml", """
        targets:
          Phone:
            type: application
            platform: iOS
            deploymentTarget: "17.0"
            sources:
              - path: App
              - Shared/
          TV:
            type: application
            platform: tvOS
            deploymentTarget: "17.0"
            sources: [./TV, Shared]
          PhoneTests:
            type: bundle.unit-test
            platform: iOS
            sources: Tests
        """)
        for file in ["App/Settings/View.swift", "TV/View.swift", "Shared/Model.swift", "Tools/Script.swift", "Tests/T.swift"] {
            folder.write(file, "")
        }
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("App/Settings/View.swift"))?.versions == [.iOS: PlatformVersion(17)])
        #expect(resolver.target(forFile: folder.url("TV/View.swift"))?.versions == [.tvOS: PlatformVersion(17)])
        let both: [ApplePlatform: PlatformVersion] = [.iOS: PlatformVersion(17), .tvOS: PlatformVersion(17)]
        #expect(resolver.target(forFile: folder.url("Shared/Model.swift"))?.versions == both)
        #expect(resolver.target(forFile: folder.url("Tools/Script.swift"))?.versions == both)
        // A test bundle builds no app code: its sources count as no target's.
        #expect(resolver.target(forFile: folder.url("Tests/T.swift"))?.versions == both)
        #expect(resolver.target(forFile: folder.url("App/Settings/View.swift"))?.source == folder.url("project.yml"))
    }

    /// A Tuist manifest sets the target as a value of `DeploymentTargets` (Tuist 4), of
    /// `DeploymentTarget` (Tuist 3), `.multiplatform(...)`, or a build setting; the lowest wins.
    @Test func tuistManifestReadsItsDeploymentTargets() {
        let versions = DeploymentTargetParsing.tuistManifest("""
        import ProjectDescription

        let deploymentTarget = DeploymentTargets.iOS("16.4") // the app
        let project = Project(
            name: "Reader",
            targets: [
                .target(name: "Reader", destinations: .iOS, product: .app, deploymentTargets: deploymentTarget),
                .target(name: "Widget", destinations: .iOS, product: .appExtension,
                        deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0")),
                Target(name: "Old", platform: .iOS, product: .framework,
                       deploymentTarget: .iOS(targetVersion: "16.2", devices: .iphone)),
                .target(name: "Watch", destinations: .watchOS, product: .app,
                        settings: .settings(base: ["WATCHOS_DEPLOYMENT_TARGET": "9.4"])),
                .target(name: "Kit", destinations: .iOS, product: .framework, deploymentTargets: .iOS(minimum)),
            ]
        )
        """)
        #expect(versions == [.iOS: PlatformVersion(16), .macOS: PlatformVersion(13), .watchOS: PlatformVersion(9, 4)])
        // `Project.swift` is the manifest where it imports `ProjectDescription`, and there is
        // no `.xcodeproj` beside it; an app's own `Project.swift` model is not read.
        let folder = TemporaryFolder()
        folder.write("Project.swift", "import ProjectDescription\nlet target = DeploymentTargets.iOS(\"15.0\")\n")
        folder.write("App/View.swift", "")
        folder.write("Model/Project.swift", "struct Project { let platform = Platform.iOS(\"15.0\") }\n")
        folder.write("Model/Item.swift", "")
        let resolver = DeploymentTargetResolver()
        #expect(resolver.target(forFile: folder.url("App/View.swift"))?.versions == [.iOS: PlatformVersion(15)])
        #expect(resolver.target(forFile: folder.url("App/View.swift"))?.source == folder.url("Project.swift"))
        #expect(resolver.target(forFile: folder.url("Model/Item.swift"))?.source == folder.url("Project.swift"))
    }

    /// A Tuist manifest that sets no version of its own takes those its helpers set
    /// (`deploymentTargets: Constant.deploymentTargets`), in `Tuist/` or `tuist/` at or above
    /// it; one that sets its own reads no helper.
    @Test func tuistManifestTakesItsHelpersTargets() {
        let folder = TemporaryFolder()
        folder.write("tuist/ProjectDescriptionHelpers/Constant.swift", """
        import ProjectDescription
        public enum Constant {
            public static let deploymentTargets: DeploymentTargets = .iOS("15.5")
            public static let watchTargets: DeploymentTargets = .watchOS("8.0")
        }
        """)
        folder.write("tuist/ProjectDescriptionHelpers/Names.swift", "public let appName = \"Chat\"\n")
        folder.write("tuist/ProjectDescriptionHelpers/Targets/Widget.swift", "let widget: DeploymentTargets = .iOS(\"15.2\")\n")
        folder.write("App/Project.swift", """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project(name: "App", targets: [
            .target(name: "App", destinations: [.iPhone], product: .app, bundleId: "org.example.app",
                    deploymentTargets: Constant.deploymentTargets, sources: ["Sources/**"])
        ])
        """)
        folder.write("App/Sources/ChatView.swift", "")
        folder.write("Kit/Project.swift", "import ProjectDescription\nlet target = DeploymentTargets.iOS(\"17.0\")\n")
        folder.write("Kit/Sources/KitView.swift", "")
        let resolver = DeploymentTargetResolver()
        let app = resolver.target(forFile: folder.url("App/Sources/ChatView.swift"))
        // The lowest of each platform, from the helpers' subfolders too.
        #expect(app?.versions == [.iOS: PlatformVersion(15, 2), .watchOS: PlatformVersion(8)])
        #expect(app?.source == folder.url("tuist/ProjectDescriptionHelpers/Targets/Widget.swift"))
        #expect(resolver.target(forFile: folder.url("Kit/Sources/KitView.swift"))?.versions == [.iOS: PlatformVersion(17)])
    }

    /// The helpers of a local plugin that `Tuist/Config.swift` loads count as the project's own
    /// (`.local(path: .relativeToRoot("Plugin/Environment"))`); a plugin that is not listed, or
    /// a path that leaves the project, is not read.
    @Test func tuistManifestTakesItsLocalPluginsHelpersTargets() {
        let folder = TemporaryFolder()
        folder.write("Tuist/Config.swift", """
        import ProjectDescription
        let config = Config(plugins: [
            .local(path: .relativeToRoot("Plugin/Environment")),
            .local(path: "../Elsewhere"),
            .git(url: "https://example.com/plugin.git", tag: "1.0.0"),
        ])
        """)
        folder.write("Plugin/Environment/Plugin.swift", "import ProjectDescription\nlet plugin = Plugin(name: \"Environment\")\n")
        folder.write("Plugin/Environment/ProjectDescriptionHelpers/Env.swift", """
        import ProjectDescription
        public let appTarget: DeploymentTarget = .iOS(targetVersion: "15.0", devices: [.iphone])
        """)
        folder.write("Plugin/Unlisted/ProjectDescriptionHelpers/Old.swift", "let old: DeploymentTargets = .iOS(\"13.0\")\n")
        folder.write("App/Project.swift", """
        import ProjectDescription
        import EnvironmentPlugin
        let project = Project(name: "App", targets: [
            Target(name: "App", platform: .iOS, product: .app, bundleId: "org.example.app",
                   deploymentTarget: appTarget, sources: ["Sources/**"])
        ])
        """)
        folder.write("App/Sources/HomeView.swift", "")
        let target = DeploymentTargetResolver().target(forFile: folder.url("App/Sources/HomeView.swift"))
        #expect(target?.versions == [.iOS: PlatformVersion(15)])
        #expect(target?.source == folder.url("Plugin/Environment/ProjectDescriptionHelpers/Env.swift"))
        #expect(DeploymentTargetResolver.localPluginPaths(in: "plugins: [.local(path: .relativeToRoot(\"A/B\")), .local(path: somePath), .git(url: \"https://example.com/p.git\", tag: \"1\"), .local(path: \"C\")]")
            == ["A/B", "C"])
        #expect(DeploymentTargetResolver.localPluginPaths(in: ".local(path: .relativeToManifest(\"../Plugin/X\")), .local(path: .relativeToManifest(\"../../Out\"))")
            == ["Plugin/X"])
        #expect(DeploymentTargetResolver.localPluginPaths(in: ".local(path: .relativeToManifest(\"Plugin/Y\"))", manifestFolder: ".") == ["Plugin/Y"])
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
        WATCHOS_DEPLOYMENT_TARGET = $(MY_WATCH_TARGET)
        TVOS_DEPLOYMENT_TARGET = "16.4";
        IPHONEOS_DEPLOYMENT_TARGET_EXTRA = 3.0
        """)
        #expect(parsed.versions[.iOS] == PlatformVersion(14))
        #expect(parsed.versions[.macOS] == .xcodeRecommended)
        #expect(parsed.versions[.watchOS] == nil)
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

    /// An iOS app whose `SDKROOT` only its `.xcconfig` sets (with the Mac helper's
    /// `MACOSX_DEPLOYMENT_TARGET` beside it, in one shared file) builds for iOS and Mac
    /// Catalyst, which follows the iOS target: the macOS version does not hold its files back.
    @Test func anXcconfigsSDKNarrowsTheFilesOfItsTargets() {
        let ids = (1...12).map { String(format: "%024X", $0) }
        let project = twoTargetXcodeProject(phone: "SUPPORTS_MACCATALYST = YES;", tv: "TVOS_DEPLOYMENT_TARGET = 16.0;")
            .replacingOccurrences(of: "SDKROOT = iphoneos;", with: "")
            .replacingOccurrences(of: "isa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tSUPPORTS_MACCATALYST",
                                  with: "isa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = \(ids[11]) /* Shared.xcconfig */;\n\t\t\tbuildSettings = {\n\t\t\t\tSUPPORTS_MACCATALYST")
        #expect(project.contains("Shared.xcconfig"))
        let folder = TemporaryFolder()
        folder.write("App.xcodeproj/project.pbxproj", project)
        folder.write("Config/Shared.xcconfig", "#include \"Platform.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 16.4\nMACOSX_DEPLOYMENT_TARGET = 12.0\n")
        folder.write("Config/Platform.xcconfig", "SDKROOT = iphoneos // the app\n")
        for name in ["PhoneOnly", "Unlisted"] { folder.write("Code/\(name).swift", "") }
        let resolver = DeploymentTargetResolver()
        let phone = resolver.target(forFile: folder.url("Code/PhoneOnly.swift"))
        #expect(phone?.versions == [.iOS: PlatformVersion(16, 4)])
        #expect(phone?.platformsTooOld == [])
        #expect(resolver.target(forFile: folder.url("Code/Unlisted.swift"))?.platformsTooOld == ["macOS 12.0 (needs 13.0)"])
        #expect(DeploymentTargetParsing.xcconfigPlatforms("SUPPORTED_PLATFORMS = iphoneos macosx\nSDKROOT = iphoneos\n") == [.iOS, .macOS])
        #expect(DeploymentTargetParsing.xcconfigPlatforms("// SDKROOT = macosx\n") == nil)
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

/// An Xcode project of two app targets, Phone (`Shared.swift`, `PhoneOnly.swift`) and TV
/// (`Shared.swift`, `TVOnly.swift`), each with a deployment target setting of its own.
func twoTargetXcodeProject(phone: String, tv: String) -> String {
    func object(_ id: String, _ comment: String, _ body: [String]) -> String {
        (["\t\t\(id) /* \(comment) */ = {"] + body.map { "\t\t\t" + $0 } + ["\t\t};"]).joined(separator: "\n")
    }
    let ids = (1...12).map { String(format: "%024X", $0) }
    func target(_ id: String, list: String, phase: String) -> String {
        object(id, "Target", ["isa = PBXNativeTarget;", "buildConfigurationList = \(list) /* Build configuration list */;",
                              "buildPhases = (", "\t\(phase) /* Sources */,", ");",
                              "productType = \"com.apple.product-type.application\";"])
    }
    func phase(_ id: String, _ files: [String]) -> String {
        object(id, "Sources", ["isa = PBXSourcesBuildPhase;", "files = ("]
               + files.enumerated().map { "\t\(String(format: "%024X", 100 + $0.offset)) /* \($0.element) in Sources */," } + [");"])
    }
    func list(_ id: String, _ owner: String, _ configuration: String) -> String {
        object(id, "Build configuration list for \(owner)", ["isa = XCConfigurationList;", "buildConfigurations = (",
                                                              "\t\(configuration) /* Debug */,", ");"])
    }
    func configuration(_ id: String, _ settings: [String]) -> String {
        object(id, "Debug", ["isa = XCBuildConfiguration;", "buildSettings = {"] + settings.map { "\t" + $0 } + ["};", "name = Debug;"])
    }
    return [
        "// !$*UTF8*$!", "{", "\tobjects = {",
        target(ids[0], list: ids[1], phase: ids[2]),
        target(ids[3], list: ids[4], phase: ids[5]),
        phase(ids[2], ["Shared.swift", "PhoneOnly.swift"]),
        phase(ids[5], ["Shared.swift", "TVOnly.swift"]),
        list(ids[1], "PBXNativeTarget \"Phone\"", ids[6]),
        list(ids[4], "PBXNativeTarget \"TV\"", ids[7]),
        configuration(ids[6], [phone, "SDKROOT = iphoneos;"]),
        configuration(ids[7], [tv, "SDKROOT = appletvos;"]),
        "\t};", "}",
    ].joined(separator: "\n")
}
