import SwiftSyntax

/// The names a file declares as members or at file level, split into functions and
/// properties, to tell `destination: makeDetail` (a function that makes a view) from
/// `destination: detailView` (a view).
struct DeclaredNames {
    var functions = Set<String>()
    var properties = Set<String>()
    /// Each function as `name(label:label:)`, `_` for an unlabelled parameter; one that only
    /// macOS builds (inside `#if os(macOS)`) as `mac:name(label:)`.
    var signatures = Set<String>()
    /// The functions with a parameter that has a default value: their calls may leave it out,
    /// so a call's labels do not tell them apart from another function of the name.
    var functionsWithDefaults = Set<String>()
    /// The initializers declared in `extension NavigationLink`.
    var linkInitializers: [InitializerDeclSyntax] = []
    /// The static functions declared in `extension NavigationLink` that return something
    /// (`static func programmatic(isActive:destination:) -> NavigationLink`, or `-> some View`).
    var linkFactories: [FunctionDeclSyntax] = []
    /// Declarations named like the old toolbar placements (`case navigationBarLeading`, or
    /// `static var navigationBarTrailing` in a stand-in for macOS): the name token of each, and
    /// whether it is declared in an extension of `ToolbarItemPlacement`.
    var placementLookalikes: [(name: TokenSyntax, extendsPlacement: Bool)] = []

    /// The old toolbar placement names (see `MigrateToolbarPlacement`).
    static let oldPlacementNames: Set<String> = ["navigationBarLeading", "navigationBarTrailing"]

    private static func isPlacement(_ extended: String?) -> Bool {
        extended == "ToolbarItemPlacement" || extended == "SwiftUI.ToolbarItemPlacement"
    }

    /// Reads the declarations only: no function body, closure or accessor is entered.
    init(_ tree: SourceFileSyntax) {
        for item in tree.statements { collect(item.item) }
    }

    /// The signatures of `function`'s calls that leave out some of its defaulted arguments
    /// (at most the first eight such parameters are told apart).
    static func shortenedSignatures(of function: FunctionDeclSyntax) -> [String] {
        let parameters = function.signature.parameterClause.parameters.map { ($0.firstName.text, $0.defaultValue != nil) }
        let defaulted = parameters.indices.filter { parameters[$0].1 }.prefix(8)
        guard !defaulted.isEmpty else { return [] }
        var found: [String] = []
        for mask in 1..<(1 << defaulted.count) {
            let left = Set(defaulted.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
            let labels = parameters.indices.filter { !left.contains($0) }.map { parameters[$0].0 + ":" }.joined()
            found.append(function.name.text + "(" + labels + ")")
        }
        return found
    }

    private mutating func collect(_ node: some SyntaxProtocol, inExtensionOf extended: String? = nil) {
        let node = Syntax(node)
        // By kind rather than by casts to protocols, which look conformances up at run time.
        switch node.kind {
        case .functionDecl:
            guard let function = node.as(FunctionDeclSyntax.self) else { return }
            let name = function.name.text
            functions.insert(name)
            if Self.oldPlacementNames.contains(name) { placementLookalikes.append((function.name, Self.isPlacement(extended))) }
            var signature = name + "("
            for parameter in function.signature.parameterClause.parameters {
                signature += parameter.firstName.text
                signature += ":"
                if parameter.defaultValue != nil { functionsWithDefaults.insert(name) }
            }
            signatures.insert((Availability.compilesOnlyOnMacOS(function) ? "mac:" : "") + signature + ")")
            // A stand-in macOS builds is the one macOS calls with its defaulted arguments left out
            // too (`navigationBarTitle(Text("Inbox"))` of `navigationBarTitle(_:displayMode:
            // = .inline)`), SwiftUI having none of that name there; elsewhere SwiftUI's, which
            // takes them all, wins.
            if Availability.compiles(function, on: .macOS) {
                signatures.formUnion(Self.shortenedSignatures(of: function).map { "mac:" + $0 })
            }
            if let extended, lastName(extended) == "NavigationLink",
               function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
               function.signature.returnClause != nil {
                // Whatever it says it returns (`NavigationLink<...>`, `Self`, `some View` around a
                // `.hidden()` link): what counts is whether its body makes a deprecated link.
                linkFactories.append(function)
            }
        case .initializerDecl:
            if let extended, lastName(extended) == "NavigationLink", let initializer = node.as(InitializerDeclSyntax.self) {
                linkInitializers.append(initializer)
            }
        case .variableDecl:
            guard let variable = node.as(VariableDeclSyntax.self) else { return }
            for binding in variable.bindings {
                guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                properties.insert(identifier.text)
                if Self.oldPlacementNames.contains(identifier.text) { placementLookalikes.append((identifier, Self.isPlacement(extended))) }
            }
        case .enumCaseDecl:
            guard let cases = node.as(EnumCaseDeclSyntax.self) else { return }
            for element in cases.elements where Self.oldPlacementNames.contains(element.name.text) {
                placementLookalikes.append((element.name, false))
            }
        case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl, .protocolDecl:
            guard let members = node.asProtocol(DeclGroupSyntax.self)?.memberBlock else { return }
            let extended = node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            for member in members.members { collect(member.decl, inExtensionOf: extended) }
        case .ifConfigDecl:
            guard let ifConfig = node.as(IfConfigDeclSyntax.self) else { return }
            for clause in ifConfig.clauses {
                switch clause.elements {
                case .statements(let items)?: for item in items { collect(item.item, inExtensionOf: extended) }
                case .decls(let members)?: for member in members { collect(member.decl, inExtensionOf: extended) }
                default: break
                }
            }
        default:
            break
        }
    }
}

extension FileIndex {
    /// The file's declared function and property names, read the first time a rule asks.
    var declaredMemberNames: DeclaredNames {
        shared(DeclaredNames.self) { DeclaredNames($0.tree) }
    }
}
