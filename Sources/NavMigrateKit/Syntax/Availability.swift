import SwiftSyntax

/// Where the API a rule writes exists, and whether a site's code runs where it does not.
///
/// Two questions, both answered from the site's ancestors and the project's deployment target
/// (`MigrationOptions.deploymentTarget`, nil when unknown):
/// - **Versions.** Code in a declaration marked `@available(iOS 14, macOS 11, *)`, or in the
///   body of `if #available(iOS 14, *)`, runs on those versions. A rewrite that needs iOS 16
///   there is refused unless the deployment target is known to be new enough, or the user
///   raises it (`MigrationOptions.assumesRaisedTarget`).
/// - **Platforms.** Output API that one of the project's platforms lacks
///   (`navigationBarTitleDisplayMode` on macOS and tvOS, `.topBarTrailing` and the navigation
///   bar's `ToolbarPlacement` on macOS) is fenced with a postfix `#if` for the platforms that have
///   it, unless an `#if` around the site already keeps it off the others.
enum Availability {
    /// The first releases of what a rule writes.
    enum Generation {
        /// `NavigationStack`, `navigationDestination`, `toolbar(_:for:)`: iOS 16, macOS 13, ...
        case navigationStack
        /// `navigationTitle`, `toolbar { }`: iOS 14, macOS 11, tvOS 14, watchOS 7.
        case toolbar

        func minimum(on platform: ApplePlatform) -> PlatformVersion {
            switch self {
            case .navigationStack:
                return platform.navigationStackMinimum
            case .toolbar:
                switch platform {
                case .iOS, .macCatalyst, .tvOS: return PlatformVersion(14)
                case .macOS: return PlatformVersion(11)
                case .watchOS: return PlatformVersion(7)
                case .visionOS: return PlatformVersion(1)
                }
            }
        }
    }

    /// What a rule writes, as a finding names it, and its generation; nil for rules whose
    /// output any SwiftUI version has.
    static func output(of rule: RuleID) -> (name: String, generation: Generation)? {
        switch rule {
        case .navigationView: return ("`NavigationStack`/`NavigationSplitView`", .navigationStack)
        case .linkIsActive: return ("`navigationDestination`", .navigationStack)
        case .linkTagSelection: return ("`NavigationLink(value:)`", .navigationStack)
        case .barHidden: return ("`toolbar(_:for:)`", .navigationStack)
        case .barTitle: return ("`navigationTitle`", .toolbar)
        case .barItems: return ("`toolbar`", .toolbar)
        default: return nil
        }
    }

    /// Why `node` cannot take `rule`'s output: it runs on a version older than the output
    /// needs, by an `@available` or `if #available` around it, and the deployment target is
    /// not known to be new enough.
    static func versionRefusal(at node: some SyntaxProtocol, rule: RuleID, in file: FileIndex) -> String? {
        // Both spellings (`@available`, `#available`) hold the word: a file without it has no
        // floor, and its nodes' ancestors need not be read.
        guard file.mentionsAvailability, !file.options.assumesRaisedTarget else { return nil }
        return versionRefusal(at: node, rule: rule, target: file.options.deploymentTarget)
    }

    private static func versionRefusal(at node: some SyntaxProtocol, rule: RuleID,
                                       target: [ApplePlatform: PlatformVersion]?) -> String? {
        guard let (name, generation) = output(of: rule) else { return nil }
        for floor in floors(of: node) {
            let tooOld = floor.versions.filter { platform, version in
                guard version < generation.minimum(on: platform) else { return false }
                // Nor does one that never compiles the code (`#if os(iOS)` around it).
                guard compiles(node, on: platform) else { return false }
                guard let target else { return true }
                // A platform the project does not build for does not matter.
                guard let deployed = target[platform] else { return false }
                return deployed < generation.minimum(on: platform)
            }
            guard !tooOld.isEmpty else { continue }
            let needs = tooOld.keys.sorted().map { "\($0.rawValue) \(generation.minimum(on: $0))" }.joined(separator: ", ")
            let known: String
            if let target {
                let deployed = tooOld.keys.sorted().compactMap { platform in target[platform].map { "\(platform.rawValue) \($0)" } }
                known = "the deployment target (\(deployed.joined(separator: ", "))) is older"
            } else {
                known = "the deployment target is not known to be that new"
            }
            // Raising an `#available` check would change what older systems run: only the
            // attribute is the user's to raise.
            let raise = floor.isAttribute ? "raise the deployment target (or the `@available`)" : "raise the deployment target"
            return "\(floor.description), but \(name) needs \(needs), and \(known); \(raise) or migrate it by hand"
        }
        return nil
    }

    /// An `@available` or `if #available` that says how old the code under it may run.
    private struct Floor {
        var versions: [ApplePlatform: PlatformVersion]
        var description: String
        /// An `@available` attribute, rather than an `if #available` check.
        var isAttribute: Bool
    }

    /// The availability annotations around `node`, innermost first; an inner one that names a
    /// newer version than an outer one wins, so outer ones are only read for other platforms.
    private static func floors(of node: some SyntaxProtocol) -> [Floor] {
        var floors: [Floor] = []
        var seen = Set<ApplePlatform>()
        var child = Syntax(node)
        var current = child.parent
        while let ancestor = current {
            var found: Floor?
            if let ifExpr = ancestor.as(IfExprSyntax.self), ifExpr.body.id == child.id {
                for element in ifExpr.conditions {
                    guard let condition = element.condition.as(AvailabilityConditionSyntax.self),
                          condition.availabilityKeyword.tokenKind == .poundAvailable else { continue }
                    let versions = platformVersions(condition.availabilityArguments)
                    if !versions.isEmpty { found = Floor(versions: versions, description: "this code runs from `if #available(\(condition.availabilityArguments.trimmedText))`", isAttribute: false) }
                }
            } else if let decl = ancestor.asProtocol(WithAttributesSyntax.self) {
                for attribute in decl.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "available",
                          case .availability(let arguments)? = attribute.arguments else { continue }
                    let versions = platformVersions(arguments)
                    guard !versions.isEmpty else { continue }
                    found = Floor(versions: versions, description: "\(declarationName(ancestor)) is marked `\(attribute.trimmedText)`", isAttribute: true)
                }
            }
            if var floor = found {
                floor.versions = floor.versions.filter { !seen.contains($0.key) }
                seen.formUnion(floor.versions.keys)
                if !floor.versions.isEmpty { floors.append(floor) }
            }
            child = ancestor
            current = ancestor.parent
        }
        return floors
    }

    /// Whether `check` holds wherever the deployment target lets the code run: it is
    /// `#available`, and every platform it names is in `target` at the release it names or
    /// later (`*` stands for the platforms it does not name, where it holds). False when the
    /// target is unknown, or the check names a platform navmigrate does not know or the target
    /// does not list.
    static func alwaysHolds(_ check: AvailabilityConditionSyntax, target: [ApplePlatform: PlatformVersion]?) -> Bool {
        guard let target, check.availabilityKeyword.tokenKind == .poundAvailable else { return false }
        var named = 0
        for argument in check.availabilityArguments {
            if case .token(let token) = argument.argument, token.tokenKind == .binaryOperator("*") { continue }
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  let platform = applePlatform(restriction.platform.text),
                  let version = restriction.version.flatMap({ PlatformVersion(parsing: $0.trimmedText) }),
                  let lowest = target[platform], !(lowest < version) else { return false }
            named += 1
        }
        return named > 0
    }

    /// `iOS 14, macOS 11, *` and `iOS, introduced: 14.0`, by platform.
    static func platformVersions(_ arguments: AvailabilityArgumentListSyntax) -> [ApplePlatform: PlatformVersion] {
        var versions: [ApplePlatform: PlatformVersion] = [:]
        var platform: ApplePlatform?
        for argument in arguments {
            switch argument.argument {
            case .availabilityVersionRestriction(let restriction):
                if let named = applePlatform(restriction.platform.text),
                   let version = restriction.version.flatMap({ PlatformVersion(parsing: $0.trimmedText) }) {
                    versions[named] = version
                }
                platform = applePlatform(restriction.platform.text)
            case .token(let token):
                platform = applePlatform(token.text)
            case .availabilityLabeledArgument(let labeled):
                if labeled.label.text == "introduced", let platform,
                   let version = PlatformVersion(parsing: labeled.value.trimmedText) {
                    versions[platform] = version
                }
            @unknown default:
                break
            }
        }
        return versions
    }

    static func applePlatform(_ name: String) -> ApplePlatform? {
        switch name {
        case "iOS", "iOSApplicationExtension": return .iOS
        case "macOS", "OSX", "macOSApplicationExtension": return .macOS
        case "macCatalyst": return .macCatalyst
        case "tvOS": return .tvOS
        case "watchOS": return .watchOS
        case "visionOS", "xrOS": return .visionOS
        default: return nil
        }
    }

    private static func declarationName(_ decl: Syntax) -> String {
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return "`\(named.name.text)`" }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return "the extension of `\(extensionDecl.extendedType.trimmedText)`" }
        if let variable = decl.as(VariableDeclSyntax.self), let name = variable.bindings.first?.pattern.trimmedText {
            return "`\(name)`"
        }
        return "its declaration"
    }
}

// MARK: Platforms

extension Availability {
    /// API some platforms lack.
    enum PlatformAPI {
        /// `navigationBarTitleDisplayMode`: iOS, watchOS 8, visionOS; not macOS or tvOS.
        case titleDisplayMode
        /// `.topBarLeading` / `.topBarTrailing`: not macOS.
        case topBarPlacement
        /// `ToolbarPlacement.navigationBar`: not macOS.
        case navigationBarPlacement

        var name: String {
            switch self {
            case .titleDisplayMode: return "`navigationBarTitleDisplayMode`"
            case .topBarPlacement: return "`.topBarLeading` and `.topBarTrailing`"
            case .navigationBarPlacement: return "`ToolbarPlacement.navigationBar`"
            }
        }

        var missingOn: Set<ApplePlatform> {
            switch self {
            case .titleDisplayMode: return [.macOS, .tvOS]
            case .topBarPlacement, .navigationBarPlacement: return [.macOS]
            }
        }
    }

    /// The `#if` condition that keeps `api` at `node` off the project's platforms that lack it
    /// (`!os(tvOS)`), or nil when none of them compiles the code there: the project does not
    /// list them, or an `#if` around the site already excludes them, or the deprecated bar
    /// modifier at `node` is itself unavailable there. SwiftUI marks all of those
    /// (`navigationBarTitle`, `navigationBarItems`, `navigationBarHidden`) unavailable on
    /// macOS, so code that calls them never built for macOS, whatever platforms the project
    /// lists, and its rewrite needs no fence against macOS. (A project's own macOS stand-ins
    /// of those names leave their calls alone, `DeclaredNames`.)
    static func fence(for api: PlatformAPI, at node: some SyntaxProtocol,
                      target: [ApplePlatform: PlatformVersion]?) -> String? {
        guard let target else { return nil }
        let lacking = api.missingOn.subtracting([.macOS]).filter { target[$0] != nil && compiles(node, on: $0) }.sorted()
        guard !lacking.isEmpty else { return nil }
        let others = Set(target.keys).subtracting(lacking)
        if others.isSubset(of: [.iOS, .macCatalyst]) { return "os(iOS)" }
        return lacking.map { "!os(\($0.rawValue))" }.joined(separator: " && ")
    }

    /// Whether no platform compiles both nodes (they sit in `#if` blocks for different
    /// platforms, such as `os(iOS)` and `os(macOS)`).
    static func neverCompiledTogether(_ first: some SyntaxProtocol, _ second: some SyntaxProtocol) -> Bool {
        !ApplePlatform.allCases.contains { compiles(first, on: $0) && compiles(second, on: $0) }
    }

    /// Whether only macOS builds `node`: it sits in `#if os(macOS)` (or the like).
    static func compilesOnlyOnMacOS(_ node: some SyntaxProtocol) -> Bool {
        compilesOnly(node, on: .macOS)
    }

    /// Whether `node` compiles on `platform` and on no other (`#if targetEnvironment(macCatalyst)`
    /// for Mac Catalyst).
    static func compilesOnly(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        compiles(node, on: platform) && !ApplePlatform.allCases.contains { $0 != platform && compiles(node, on: $0) }
    }

    /// Whether every `#if` clause between `node` and `outer` is taken wherever `outer` compiles:
    /// on each platform that may compile `outer`, each clause's condition is known true there
    /// and the clauses before it known false (`#if os(iOS)` inside a file already wrapped in
    /// `#if os(iOS)`). A condition that depends on something else (`DEBUG`) is not known.
    static func isAlwaysTaken(_ node: some SyntaxProtocol, within outer: some SyntaxProtocol) -> Bool {
        let platforms = ApplePlatform.allCases.filter { compiles(outer, on: $0) }
        guard !platforms.isEmpty else { return false }
        var current = Syntax(node).parent
        while let ancestor = current, ancestor.id != Syntax(outer).id {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                for platform in platforms {
                    for earlier in block.clauses {
                        if earlier.id == clause.id { break }
                        guard let condition = earlier.condition, evaluate(condition, on: platform) == false else { return false }
                    }
                    guard let condition = clause.condition else { continue }
                    guard evaluate(condition, on: platform) == true else { return false }
                }
            }
            current = ancestor.parent
        }
        return true
    }

    /// The `#if` condition, as written, under which `node` compiles, counting only the clauses
    /// between it and the innermost view that holds both it and `carrier`: what a modifier moved
    /// from `node` onto `carrier` must keep (`#if DEBUG` around a link whose destination goes on
    /// the stack around it). An `#else` clause counts as the negation of the clauses before it.
    /// Nil when there are no such clauses or they are always taken where the code compiles.
    static func compileCondition(of node: some SyntaxProtocol, outside carrier: some SyntaxProtocol) -> String? {
        let carrier = Syntax(carrier)
        var parts: [String] = []
        var current = Syntax(node).parent
        var outer: Syntax?
        while let ancestor = current {
            if ancestor.id == carrier.id || carrier.isDescendant(of: ancestor) {
                outer = ancestor
                break
            }
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                var terms: [String] = []
                for earlier in block.clauses {
                    if earlier.id == clause.id { break }
                    if let condition = earlier.condition { terms.append("!" + parenthesized(condition)) }
                }
                if let condition = clause.condition { terms.append(terms.isEmpty ? condition.trimmedText : parenthesized(condition)) }
                parts.insert(terms.count == 1 ? terms[0] : terms.joined(separator: " && "), at: 0)
            }
            current = ancestor.parent
        }
        guard !parts.isEmpty, let outer, !isAlwaysTaken(node, within: outer) else { return nil }
        if parts.count == 1 { return parts[0] }
        return parts.map { $0.contains(" ") ? "(" + $0 + ")" : $0 }.joined(separator: " && ")
    }

    /// A condition as written, in parentheses unless it is one term (`DEBUG`, `os(iOS)`).
    private static func parenthesized(_ condition: ExprSyntax) -> String {
        let text = condition.trimmedText
        let isTerm = condition.is(DeclReferenceExprSyntax.self) || condition.is(FunctionCallExprSyntax.self)
            || condition.is(TupleExprSyntax.self) || condition.is(BooleanLiteralExprSyntax.self)
        return isTerm ? text : "(" + text + ")"
    }

    /// The platforms whose builds may compile `node`, as the `#if` blocks around it say; nil
    /// when no `#if` is around it, or every platform may.
    static func platforms(of node: some SyntaxProtocol) -> Set<ApplePlatform>? {
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(IfConfigClauseSyntax.self) { current = ancestor.parent }
        guard current != nil else { return nil }
        let found = Set(ApplePlatform.allCases.filter { compiles(node, on: $0) })
        return found.count == ApplePlatform.allCases.count ? nil : found
    }

    /// Whether some platform may build code compiled on `first` and code compiled on `second`
    /// (nil: any platform).
    static func mayBuildTogether(_ first: Set<ApplePlatform>?, _ second: Set<ApplePlatform>?) -> Bool {
        guard let first, let second else { return true }
        return !first.isDisjoint(with: second)
    }

    /// The platforms whose builds may compile some code of the file: nil when some code
    /// outside any `#if` does, so any platform may (imports do not count).
    static func platformsCompiling(_ tree: SourceFileSyntax) -> Set<ApplePlatform>? {
        var found = Set<ApplePlatform>()
        func add(_ items: CodeBlockItemListSyntax) -> Bool {
            for item in items {
                if item.item.is(ImportDeclSyntax.self) { continue }
                guard let block = item.item.as(IfConfigDeclSyntax.self) else { return false }
                for clause in block.clauses {
                    guard case .statements(let inner)? = clause.elements, !inner.isEmpty else { continue }
                    let platforms = ApplePlatform.allCases.filter { compiles(inner, on: $0) }
                    // Code the clause holds without `#if` of its own compiles wherever the clause is taken.
                    if inner.contains(where: { !$0.item.is(IfConfigDeclSyntax.self) && !$0.item.is(ImportDeclSyntax.self) }) {
                        found.formUnion(platforms)
                    } else if !add(inner) {
                        found.formUnion(platforms)
                    }
                }
            }
            return true
        }
        guard add(tree.statements) else { return nil }
        return found.count == ApplePlatform.allCases.count ? nil : found
    }

    /// The platforms whose builds may compile `node`, when an `#if` around it limits them; nil
    /// when none does.
    static func platformsCompiling(_ node: some SyntaxProtocol) -> Set<ApplePlatform>? {
        var current = node.parent
        while let ancestor = current, !ancestor.is(IfConfigClauseSyntax.self) { current = ancestor.parent }
        guard current != nil else { return nil }
        let platforms = Set(ApplePlatform.allCases.filter { compiles(node, on: $0) })
        return platforms.count == ApplePlatform.allCases.count ? nil : platforms
    }

    /// Whether the `#if` blocks around `node` may compile it for `platform`.
    static func compiles(_ node: some SyntaxProtocol, on platform: ApplePlatform) -> Bool {
        var child = Syntax(node)
        var current = child.parent
        while let ancestor = current {
            if let clause = ancestor.as(IfConfigClauseSyntax.self), let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) {
                // This clause is taken only when every clause before it is not.
                for earlier in block.clauses {
                    if earlier.id == clause.id { break }
                    if let condition = earlier.condition, evaluate(condition, on: platform) == true { return false }
                }
                if let condition = clause.condition, evaluate(condition, on: platform) == false { return false }
            }
            child = ancestor
            current = ancestor.parent
        }
        return true
    }

    /// Whether some clause of `block` is taken on `platform`: nil when a condition depends on
    /// something else (`DEBUG`).
    static func takesSomeClause(_ block: IfConfigDeclSyntax, on platform: ApplePlatform) -> Bool? {
        for clause in block.clauses {
            guard let condition = clause.condition else { return true }
            switch evaluate(condition, on: platform) {
            case true?: return true
            case false?: continue
            case nil: return nil
            }
        }
        return false
    }

    /// Whether `clause` of its `#if` block may be the one taken on `platform`: false only when
    /// its condition is known false there, or an earlier clause's known true.
    static func mayTake(_ clause: IfConfigClauseSyntax, on platform: ApplePlatform) -> Bool {
        guard let block = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return true }
        for earlier in block.clauses {
            if earlier.id == clause.id { break }
            if let condition = earlier.condition, evaluate(condition, on: platform) == true { return false }
        }
        return clause.condition.map { evaluate($0, on: platform) != false } ?? true
    }

    /// A `#if` condition on `platform`: true, false, or nil when it depends on something else
    /// (`DEBUG`, a Swift version).
    private static func evaluate(_ condition: ExprSyntax, on platform: ApplePlatform) -> Bool? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression, on: platform)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression, on: platform).map { !$0 }
        }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand, on: platform), infix.operator.trimmedText,
                           evaluate(infix.rightOperand, on: platform))
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            // `&&` binds tighter than `||`: a disjunction of conjunctions.
            var disjunction: Bool? = false
            var conjunction: Bool? = true
            var pendingOperator = "&&"
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self) {
                    pendingOperator = op.operator.text
                    if pendingOperator == "||" {
                        disjunction = combine(disjunction, "||", conjunction)
                        conjunction = true
                    }
                    continue
                }
                let value = evaluate(element, on: platform)
                conjunction = pendingOperator == "||" ? value : combine(conjunction, "&&", value)
            }
            return combine(disjunction, "||", conjunction)
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedText {
            switch name {
            case "os":
                switch argument {
                case "iOS": return platform == .iOS || platform == .macCatalyst
                case "macOS", "OSX": return platform == .macOS
                case "tvOS": return platform == .tvOS
                case "watchOS": return platform == .watchOS
                case "visionOS", "xrOS": return platform == .visionOS
                default: return false
                }
            case "canImport":
                switch argument {
                case "UIKit": return platform != .macOS
                case "AppKit": return platform == .macOS || platform == .macCatalyst
                default: return nil
                }
            case "targetEnvironment":
                return argument == "macCatalyst" ? platform == .macCatalyst : nil
            default:
                return nil
            }
        }
        return nil
    }

    private static func combine(_ left: Bool?, _ op: String, _ right: Bool?) -> Bool? {
        switch op {
        case "&&":
            if left == false || right == false { return false }
            if let left, let right { return left && right }
            return nil
        case "||":
            if left == true || right == true { return true }
            if let left, let right { return left || right }
            return nil
        default:
            return nil
        }
    }
}
