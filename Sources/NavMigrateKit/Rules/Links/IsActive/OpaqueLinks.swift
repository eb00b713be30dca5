import SwiftSyntax

/// Deprecated programmatic links navmigrate cannot take apart, by the view that holds them:
/// calls of the app's own `NavigationLink` initializers that make one (`NavigationLink(unwrapping:
/// $route, case: \.detail) { ... }`, declared in an `extension NavigationLink` as
/// `self.init(..., isActive: ...)`), calls in an `isActive:` or `tag:selection:` form that no
/// initializer of SwiftUI's has, and those initializers' own `self.init` calls. Each one is an
/// `isActive:` link that is refused: it holds back its view's navigation views with it, and
/// says why.
struct OpaqueLinks {
    /// Every opaque link of the file, in source order.
    let links: [IsActiveLink]
    /// The `self.init` calls of the file's own initializers that make a deprecated link: each
    /// one is a site of its own.
    let declarations: [IsActiveLink]

    /// Labels SwiftUI's own `NavigationLink` initializers use: a call with only these is
    /// SwiftUI's (or not asked about), one with any other is the app's own.
    static let swiftUILabels: Set<String> = ["_", "destination", "label", "value", "isActive", "tag", "selection"]

    static func of(_ file: FileIndex) -> OpaqueLinks {
        file.shared(OpaqueLinks.self) { OpaqueLinks($0) }
    }

    /// The opaque links of the view that holds `scope`.
    func links(inScopeOf scope: ViewScope?, in file: FileIndex) -> [IsActiveLink] {
        links.filter { file.scope(of: $0.call)?.name == scope?.name }
    }

    private init(_ file: FileIndex) {
        var found: [IsActiveLink] = []
        var containers: [ContainerSite]?
        // What happens to the view's navigation, said in the finding.
        func outcome(of call: FunctionCallExprSyntax) -> String {
            containers = containers ?? ContainerAnalysis.of(file).containers
            let scope = file.scope(of: call)
            // A sheet's navigation view that does not hold the link is not one it holds back
            // (`MigrateIsActiveLinks.shape`).
            let hasOwn = (containers ?? []).contains { container in
                file.scope(of: container.call)?.name == scope?.name
                    && (Syntax(call).isDescendant(of: Syntax(container.call)) || !MigrateIsActiveLinks.isPresented(container.call, in: file))
            }
            return hasOwn
                ? "so it stays as it is, and so do this view's navigation views"
                : "so it stays as it is, a deprecated link inside the navigation of the views that show this view"
        }
        var initializers: [PlacedLinkInitializer]?
        func deprecatedInitializers() -> [PlacedLinkInitializer] {
            if let initializers { return initializers }
            let asked = file.project.deprecatedLinkInitializers()
            initializers = asked
            return asked
        }
        for call in file.calls(named: "NavigationLink") where call.calleeTypeName == "NavigationLink" {
            // A link written with no label (`NavigationLink(destination:isActive:)`) is no form of
            // SwiftUI's: it reads as a hidden link unless the app's initializer it calls draws a
            // label (`self.init(..., label: { Text("More") })`), which would be lost.
            if call.trailingClosure == nil, !call.arguments.contains(where: { $0.label?.text == "label" }),
               IsActiveLink(call) != nil || TagSelectionLink(call) != nil, case let shape = CallShape(call),
               let own = deprecatedInitializers().first(where: { $0.initializer.factoryName == nil && $0.initializer.accepts(shape) }),
               !own.initializer.readsAsSwiftUIForm {
                let place = file.place(line: own.initializer.line, column: own.initializer.column, in: own.file)
                found.append(IsActiveLink(opaque: call, reason: "link is made by the app's own initializer `\(own.initializer.signature)` (\(place)), which draws a label of its own or changes the destination it pushes, and a `navigationDestination` would keep neither, \(outcome(of: call)); rewrite that initializer and its uses with `navigationDestination` by hand, then migrate"))
                continue
            }
            guard let (shape, bindingFirst) = Self.candidate(call) else { continue }
            if let own = deprecatedInitializers().first(where: { $0.initializer.factoryName == nil && $0.initializer.accepts(shape) }) {
                let place = file.place(line: own.initializer.line, column: own.initializer.column, in: own.file)
                found.append(IsActiveLink(opaque: call, reason: "link is made by the app's own initializer `\(own.initializer.signature)` (\(place)), which makes a deprecated \(own.makes) that navmigrate does not rewrite, \(outcome(of: call)); rewrite that initializer and its uses with `navigationDestination` by hand, then migrate"))
            } else if bindingFirst {
                continue
            } else if shape.isDeprecatedLinkForm {
                found.append(IsActiveLink(opaque: call, reason: "`\(shape.description)` with these arguments is no initializer of SwiftUI's, so it is the app's own, declared where this run did not read it; navmigrate cannot tell what it makes, \(outcome(of: call)); run navmigrate on the folder that declares it too, or migrate by hand"))
            } else if Self.isDrivenByBinding(call), !file.project.declaresLinkInitializer(accepting: shape) {
                // A package's initializer (swiftui-navigation's `NavigationLink(unwrapping:
                // onNavigate:destination:label:)` is an `isActive:` link inside).
                found.append(IsActiveLink(opaque: call, reason: "`\(shape.description)` is no initializer of SwiftUI's nor of this project, and a binding drives it, so it comes from a package (swiftui-navigation's `NavigationLink(unwrapping:)` makes a deprecated `NavigationLink(isActive:)`); navmigrate cannot tell what it makes, \(outcome(of: call)); rewrite it with `navigationDestination` by hand, then migrate"))
            }
        }
        // `NavigationLink<EmptyView, Target>(isActive: ...)`: navmigrate writes no new form with
        // the generic arguments, so the link stays, and the navigation views around it with it.
        for call in file.specializedLinks {
            let written = file.context.source(call.calledExpression)
            found.append(IsActiveLink(opaque: call, reason: "`\(written)(...)` is written with explicit generic arguments, which navmigrate does not carry into the new form (a `navigationDestination` takes none, and `NavigationLink<Label, Destination>` has no `isActive:` or `tag:selection:`), \(outcome(of: call)); write it as `NavigationLink(...)` without them and run again, or migrate by hand"))
        }
        // `NavigationLink.programmatic(isActive: $flag) { ... }`: a static function of the app's
        // own that returns a deprecated link.
        for call in file.linkFactoryCalls {
            guard let name = call.calleeLastName, case let shape = CallShape(call),
                  let own = deprecatedInitializers().first(where: { $0.initializer.factoryName == name && $0.initializer.accepts(shape) })
            else { continue }
            let place = file.place(line: own.initializer.line, column: own.initializer.column, in: own.file)
            found.append(IsActiveLink(opaque: call, reason: "link is made by the app's own `\(own.initializer.signature)` (\(place)), which makes a deprecated \(own.makes) that navmigrate does not rewrite, \(outcome(of: call)); rewrite that function and its uses with `navigationDestination` by hand, then migrate"))
        }
        links = found.sorted { $0.call.position < $1.call.position }
        // The initializers themselves, where they are declared.
        var declarations: [IsActiveLink] = []
        let declared = file.declaredMemberNames.linkInitializers
        if !declared.isEmpty {
            for initializer in declared {
                let fact = LinkInitializerFact(initializer, converter: file.context.converter)
                guard !fact.readsAsSwiftUIForm,
                      let own = deprecatedInitializers().first(where: { $0.file == file.fileID && $0.initializer == fact }),
                      let delegation = BodyCalls.selfInits(in: initializer).first else { continue }
                declarations.append(IsActiveLink(opaque: delegation, reason: "the app's own initializer `\(fact.signature)` makes a deprecated \(own.makes), which navmigrate does not rewrite: its uses stay as they are (each has a finding); rewrite it and its uses with `navigationDestination` by hand, then migrate"))
            }
        }
        self.declarations = declarations
    }

    /// A `NavigationLink` call in a form no initializer of SwiftUI's has, with its shape and
    /// whether it is one only by being handed a binding first; nil for SwiftUI's forms. Read from
    /// the call alone: which of them the app's own initializers make deprecated links of is the
    /// project's to say.
    static func candidate(_ call: FunctionCallExprSyntax) -> (shape: CallShape, bindingFirst: Bool)? {
        guard IsActiveLink(call) == nil, TagSelectionLink(call) == nil else { return nil }
        let shape = CallShape(call)
        let unusual = shape.labels.contains { !swiftUILabels.contains($0) }
            || shape.trailing.dropFirst().contains { !swiftUILabels.contains($0) }
        // Labels SwiftUI's current forms use too (`NavigationLink($route, destination:)`
        // against `NavigationLink("Title", destination:)`): the app's when it is handed a
        // binding where SwiftUI's takes a title.
        let bindingFirst = !unusual && !shape.isDeprecatedLinkForm && handsBindingFirst(call)
        guard unusual || shape.isDeprecatedLinkForm || bindingFirst else { return nil }
        return (shape, bindingFirst)
    }

    /// Whether a candidate (`candidate(_:)`) is a deprecated link navmigrate cannot take apart,
    /// given the app's own initializers that make one, and whether the project declares one the
    /// call can call (`declared`).
    static func isOpaque(_ candidate: OpaqueLinkCandidate, initializers: [PlacedLinkInitializer], declared: (CallShape) -> Bool) -> Bool {
        let shape = candidate.shape
        if initializers.contains(where: { $0.initializer.factoryName == candidate.factory && $0.initializer.accepts(shape) }) { return true }
        guard candidate.factory == nil, !candidate.bindingFirst else { return false }
        return shape.isDeprecatedLinkForm || (candidate.drivenByBinding && !declared(shape))
    }

    /// Whether an argument of the call is a binding: `$route`, `viewStore.binding(...)`,
    /// `Binding(...)`.
    static func isDrivenByBinding(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            let expression = argument.expression
            if isProjectedValue(expression) { return true }
            guard let made = expression.as(FunctionCallExprSyntax.self) else { return false }
            return made.calleeTypeName == "Binding" || made.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "binding"
        }
    }

    /// Whether an expression is a binding read from a projected value: `$route`, `self.$route`,
    /// a member of one (`$model.code`, `$model.items[0]`), or a binding made from one
    /// (`$route.animation()`, `$model.code.animation(.spring)`).
    static func isProjectedValue(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            // `$0` is a closure's argument, no projected value.
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.tokenKind != .dollarIdentifier(reference.baseName.text) && reference.baseName.text.hasPrefix("$")
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text.hasPrefix("$") { return true }
                guard let base = member.base else { return false }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
                current = subscripted.calledExpression
            } else {
                return false
            }
        }
    }

    /// Whether the call's first argument, unlabeled, is a binding: `$route`, or a parameter of
    /// the function around it declared as a `Binding`.
    private static func handsBindingFirst(_ call: FunctionCallExprSyntax) -> Bool {
        guard let first = call.arguments.first, first.label == nil else { return false }
        guard let name = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name.hasPrefix("$")
            || enclosingParameter(named: name, around: call)?.type.trimmedDescription.hasPrefix("Binding<") == true
    }
}
