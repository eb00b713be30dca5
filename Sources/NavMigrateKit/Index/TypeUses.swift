import SwiftSyntax

/// Names of types SwiftUI and Foundation declare that a view instantiates all the time: never
/// a project's own view, so not worth a `TypeUse`. (`Settings`, `Window` and `Tab` are
/// SwiftUI's too, but apps name their own views so.) With them, the values UIKit, AppKit and
/// Core Graphics hand a view (`Color(UIColor(named: "Backdrop")!)`), which show no navigation.
let builtInTypeNames: Set<String> = [
    "Text", "Image", "Label", "Button", "Toggle", "Picker", "TextField", "SecureField", "TextEditor", "Slider", "Stepper",
    "DatePicker", "ColorPicker", "Menu", "Link", "ShareLink", "ProgressView", "Gauge", "Spacer", "Divider", "EmptyView",
    "AnyView", "Group", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "ScrollView", "ScrollViewReader", "GeometryReader", "List", "ForEach", "Section", "Form", "OutlineGroup",
    "DisclosureGroup", "TabView", "NavigationView", "NavigationStack", "NavigationSplitView", "NavigationLink",
    "NavigationPath", "ToolbarItem", "ToolbarItemGroup", "Color", "Font", "Rectangle", "RoundedRectangle", "Circle",
    "Capsule", "Ellipse", "Path", "LinearGradient", "RadialGradient", "AngularGradient", "Binding", "State",
    "LocalizedStringKey", "String", "Int", "Double", "Float", "CGFloat", "CGSize", "CGPoint", "CGRect", "Bool", "UUID",
    "Date", "URL", "Data", "Array", "Set", "Dictionary", "Optional", "Edge", "EdgeInsets", "Alert", "ActionSheet",
    "EditButton", "RenameButton", "PasteButton", "Canvas", "TimelineView", "Table", "TableColumn", "ControlGroup",
    "LabeledContent", "ContentUnavailableView", "WindowGroup", "DocumentGroup", "Scene",
    "ViewThatFits", "AsyncImage", "Animation", "Transaction", "Angle", "UnitPoint", "Material", "ShapeStyle",
    "AttributedString", "NSAttributedString", "DispatchQueue", "Task", "NSLocalizedString", "IndexSet", "Range",
    "UIColor", "NSColor", "CGColor", "UIImage", "NSImage", "CGImage", "UIFont", "NSFont", "UIEdgeInsets", "NSEdgeInsets",
    "UIBezierPath", "NSBezierPath", "CGVector", "CGAffineTransform", "DateFormatter", "NumberFormatter",
    // Values handed to views' arguments (`LazyVGrid(columns: [GridItem(.flexible())])`,
    // `.onDrag { NSItemProvider(...) }`), which are never views.
    "GridItem", "Gradient", "StrokeStyle", "NSItemProvider", "UTType", "ProposedViewSize", "Calendar", "Locale",
    "TimeZone", "Decimal", "SortDescriptor", "NSSortDescriptor", "NSPredicate",
]

/// Whether a call of `name` is never a use of the project's own type: SwiftUI's and Foundation's
/// names, but those the project declares for its own.
func isBuiltInTypeName(_ name: String, shadowedBy own: Set<String>) -> Bool {
    builtInTypeNames.contains(name) && !own.contains(name)
}

/// The presentation a use is in when it is a hosting controller's root view.
let hostingRootPresentation = "rootView"

extension FileIndex {
    /// Where a use of a type sits: the nearest containers, lists, destinations, presentations
    /// and modifiers around it, up to the declaration that holds it.
    func contexts(of use: some ExprSyntaxProtocol) -> [TypeUse.Context] {
        contextPaths(of: use, forking: false)[0]
    }

    /// The contexts of `use` along each way its view reaches it: where a helper that holds it is
    /// used in several places of the view (`row(...)` called under a `.columns` navigation view
    /// and under a stack), one list per place, each distinct list once. At most
    /// `maximumContextPaths` lists; a helper reached again on the same way is not followed.
    func contextPaths(of use: some ExprSyntaxProtocol) -> [[TypeUse.Context]] {
        contextPaths(of: use, forking: true)
    }

    private static let maximumContextPaths = 8

    /// The `ForEach` whose closure is the row `call` is, where the closure names one element and
    /// holds the call as its one statement, perhaps with modifiers (`ForEach(books) { book in
    /// BookRow(book: book).padding() }`), and the data is a plain path of names.
    func rowElement(of call: FunctionCallExprSyntax) -> TypeUse.RowElement? {
        var expression = ExprSyntax(call)
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
              let modified = member.parent?.as(FunctionCallExprSyntax.self), modified.calledExpression.id == member.id {
            expression = ExprSyntax(modified)
        }
        guard let item = expression.parent?.as(CodeBlockItemSyntax.self),
              let closure = item.parent?.as(CodeBlockItemListSyntax.self)?.parent?.as(ClosureExprSyntax.self),
              closure.statements.count == 1, closure.parameterNames.count == 1 || closure.signature == nil,
              let forEach = closure.parent?.as(FunctionCallExprSyntax.self), forEach.trailingClosure?.id == closure.id,
              forEach.calleeTypeName == "ForEach", forEach.additionalTrailingClosures.isEmpty,
              let data = forEach.arguments.first, data.label == nil, let path = plainPropertyPath(of: data.expression)
        else { return nil }
        // The data's first name is the holder's property, not a name bound on the way (a helper
        // function's parameter, a closure's, a local constant).
        let root = String(path.prefix { $0 != "." })
        var member = Syntax(forEach).parent
        while let node = member, !node.is(MemberBlockItemSyntax.self) { member = node.parent }
        guard let member, !localNames(around: forEach, upTo: member).contains(root),
              enclosingParameter(named: root, around: forEach) == nil else { return nil }
        // `ForEach(books) { BookRow(book: $0) }` names its element `$0`.
        let parameter = closure.signature == nil ? "$0" : closure.parameterNames[0]
        let handed = call.arguments.first { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter }
        return TypeUse.RowElement(forEach: forEach.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  parameter: parameter, data: path, handedAs: handed?.label?.text)
    }

    /// For the binding of a local constant in a block of statements (`let rows = ...`), the
    /// reads of its name in the statements after it, as a whole value or with modifiers (not a
    /// property, `rows.count`);
    /// nil for anything else (a `var`, which code may change before it is shown, is not followed).
    private static func localReads(of node: Syntax) -> [DeclReferenceExprSyntax]? {
        guard let binding = node.as(PatternBindingSyntax.self), binding.initializer != nil,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              variable.bindingSpecifier.tokenKind == .keyword(.let),
              let item = variable.parent?.as(CodeBlockItemSyntax.self),
              let statements = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var reads: [DeclReferenceExprSyntax] = []
        var after = false
        for statement in statements {
            if statement.id == item.id { after = true; continue }
            guard after else { continue }
            for token in statement.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
                // Whole, or with modifiers (`rows.navigationTitle(...)`); not a property of it.
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { continue }
                if let member = reference.parent?.as(MemberAccessExprSyntax.self),
                   member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(member).id {
                    continue
                }
                reads.append(reference)
            }
        }
        return reads
    }

    private func contextPaths(of use: some ExprSyntaxProtocol, forking: Bool) -> [[TypeUse.Context]] {
        let helpers = scope(of: use)?.helpers
        var paths: [[TypeUse.Context]] = []
        func walk(from start: Syntax?, reference: Syntax, contexts: [TypeUse.Context], through followed: Set<SyntaxIdentifier>) {
            var contexts = contexts
            var reference = reference
            var current = start
            // A helper whose one place of use is inside itself, or inside another helper used
            // only in it, would lead round for ever: the walk ends where it has been.
            var seen = Set<SyntaxIdentifier>()
            while let node = current, seen.insert(node.id).inserted {
                if node.is(MemberBlockItemSyntax.self) || node.parent?.is(SourceFileSyntax.self) == true { break }
                if forking, let helpers, helpers.isHelper(node), helpers.use(of: node) == nil, !followed.contains(node.id) {
                    let places = helpers.places(of: node)
                    if places.count > 1 {
                        for place in places where paths.count < Self.maximumContextPaths {
                            walk(from: Syntax(place), reference: Syntax(place), contexts: contexts, through: followed.union([node.id]))
                        }
                        return
                    }
                }
                // A local value (`let rows = List { Row() }; return NavigationView { rows }`) is
                // shown where the code after it reads it: followed from each read.
                if forking, let reads = Self.localReads(of: node), !reads.isEmpty, !followed.contains(node.id) {
                    for read in reads where paths.count < Self.maximumContextPaths {
                        walk(from: Syntax(read), reference: Syntax(read), contexts: contexts, through: followed.union([node.id]))
                    }
                    return
                }
                contexts += self.contexts(at: node, use: use, reference: reference)
                if helpers?.isHelper(node) == true, let used = helpers?.use(of: node) { reference = Syntax(used) }
                current = helpers?.parent(of: node) ?? node.parent
            }
            if !paths.contains(contexts) { paths.append(contexts) }
        }
        // Through the view's helpers used in one place, as the rules see them.
        walk(from: helpers?.parent(of: Syntax(use)) ?? Syntax(use).parent, reference: Syntax(use), contexts: [], through: [])
        return paths.isEmpty ? [[]] : paths
    }

    /// The instance member of the type around `node` whose code holds it, through the type's
    /// helpers used in one place (`TypeUse.inMember`); nil in a `static`, `private` or
    /// `fileprivate` member, which no other type reads as `value.member`, and in a `body`.
    func readableMember(holding node: some SyntaxProtocol) -> String? {
        let helpers = scope(of: node)?.helpers
        var current = helpers?.parent(of: Syntax(node)) ?? Syntax(node).parent
        while let next = current, !next.is(MemberBlockItemSyntax.self) {
            if next.parent?.is(SourceFileSyntax.self) == true { return nil }
            current = helpers?.parent(of: next) ?? next.parent
        }
        guard let decl = current?.as(MemberBlockItemSyntax.self)?.decl else { return nil }
        let name: String
        let modifiers: DeclModifierListSyntax
        if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
           let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
            name = identifier.identifier.text
            modifiers = variable.modifiers
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            // A parameter with a default value is marked (`view(with?:)`): calls may leave it out.
            name = memberSignature(function.name.text, labels: function.signature.parameterClause.parameters.map {
                $0.firstName.text + ($0.defaultValue == nil ? "" : "?")
            })
            modifiers = function.modifiers
        } else {
            return nil
        }
        // A `body` (an `App`'s, a view's) is SwiftUI's to read, not the app's.
        guard name != "body" else { return nil }
        let hidden: Set<String> = ["static", "class", "private", "fileprivate"]
        // `private(set) var` is read as any other.
        return modifiers.contains { hidden.contains($0.name.text) && $0.detail == nil } ? nil : name
    }

    /// What `node`, an ancestor of `use` (through `reference`, the use or the helper call that
    /// leads to it), says about where the use is.
    private func contexts(at node: Syntax, use: some ExprSyntaxProtocol, reference: Syntax) -> [TypeUse.Context] {
        var contexts: [TypeUse.Context] = []
        if let call = node.as(FunctionCallExprSyntax.self), call.id != use.id {
            let start = reference.positionAfterSkippingLeadingTrivia
            contexts += self.contexts(from: call) { Syntax($0).range.contains(start) || Syntax($0).range.upperBound == start }
        }
        // `X()⏎#if os(iOS)⏎.navigationViewStyle(.stack)⏎#endif`: the style of that
        // platform's build, read as written, as a platform's style in a modifier is.
        if let postfix = node.as(PostfixIfConfigExprSyntax.self), let base = postfix.base,
           Syntax(base).range.contains(reference.positionAfterSkippingLeadingTrivia) {
            for style in Self.conditionalStyles(of: postfix) {
                let at = context.converter.location(for: modifierNameNode(style).positionAfterSkippingLeadingTrivia)
                let kind = NavigationViewStyleKind(modifier: style).map(\.factName) ?? "runtime"
                contexts.append(.style(StyleFact(offset: style.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                 line: at.line, column: at.column, kind: kind,
                                                 platforms: Availability.platforms(of: style))))
            }
        }
        // `controller.rootView = X()` hands the view to UIKit as `rootView:` does.
        if let sequence = node.as(SequenceExprSyntax.self), Self.assignsRootView(sequence, from: reference) {
            contexts.append(.presentation(name: hostingRootPresentation))
        }
        // `let root = X()` that the same block then hands to UIKit as a root view.
        // (Only a file that writes `rootView`, or where the app has a function that does, can;
        // the byte search spares the token walk.)
        if let binding = node.as(PatternBindingSyntax.self), mentionsRootView || !options.hostingCalls.isEmpty,
           Self.isHandedToHosting(binding, through: options.hostingCalls) {
            contexts.append(.presentation(name: hostingRootPresentation))
        }
        return contexts
    }

    /// The `navigationViewStyle` modifiers a postfix `#if` applies to its base, in any clause.
    static func conditionalStyles(of postfix: PostfixIfConfigExprSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        for clause in postfix.config.clauses {
            guard case .postfixExpression(let expression)? = clause.elements else { continue }
            var current: ExprSyntax? = expression
            while let call = current?.as(FunctionCallExprSyntax.self) {
                if call.modifierName == "navigationViewStyle" { found.append(call) }
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return found
    }

    /// Whether a declaration group holds a view's `body`: `var body: some View` (or any type
    /// naming `View`), or a function `body` returning one whose first parameter is not a view
    /// modifier's `content`.
    static func declaresViewBody(_ decl: DeclSyntax) -> Bool {
        guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { return false }
        return members.contains { member in
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                        && binding.typeAnnotation?.type.trimmedText.contains("View") == true
                }
            }
            if let function = member.decl.as(FunctionDeclSyntax.self) { return isViewBody(function) }
            return false
        }
    }

    /// `func body(props: Props) -> some View`, a view's body as a library's view protocol asks
    /// for it; not a view modifier's `body(content:)`, whose content is what it is applied to.
    static func isViewBody(_ function: FunctionDeclSyntax) -> Bool {
        let first = function.signature.parameterClause.parameters.first
        return function.name.text == "body" && function.signature.returnClause?.type.trimmedText.contains("View") == true
            && (first?.secondName ?? first?.firstName)?.text != "content"
    }

    /// Modifiers that hand the views inside them data through the environment: a view moved out
    /// from under one (a link's destination moved into the next column) no longer gets it, and
    /// one that reads it (`@EnvironmentObject`) stops the app.
    static let environmentDataWriters: Set<String> = ["environment", "environmentObject", "transformEnvironment",
                                                      "modelContainer", "modelContext"]

    /// The first modifier of `environmentDataWriters` written on `node` or on a view that holds
    /// it, up to the member that holds it or the navigation container whose content it is (whose
    /// own modifiers reach every column): `.environmentObject(store)` on the `List` around a
    /// link. With the place it is written.
    func environmentWriter(around node: some SyntaxProtocol) -> (name: String, at: AbsolutePosition)? {
        var child = Syntax(node)
        var current = child.parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) {
            if let call = ancestor.as(FunctionCallExprSyntax.self) {
                if let callee = call.calleeTypeName, ["NavigationView", "NavigationStack", "NavigationSplitView"].contains(callee),
                   child.id != call.calledExpression.id {
                    return nil
                }
                if child.id == call.calledExpression.id, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                   let name = call.modifierName, Self.environmentDataWriters.contains(name), !handsOnOwnEnvironment(call) {
                    return (name, member.declName.positionAfterSkippingLeadingTrivia)
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    /// Whether an environment writer only hands on what the view around it reads from the
    /// environment already: `.environmentObject(profile)` where `profile` is the view's own
    /// `@EnvironmentObject`, `.environment(\.locale, locale)` where `locale` is its
    /// `@Environment(\.locale)`, written inside a navigation container of that view. Every view
    /// below the view's own place gets those anyway, the container's columns included. Not in a
    /// view shown in a column (a sidebar view): what it reads may come from a modifier on that
    /// column only, which the other columns do not get.
    private func handsOnOwnEnvironment(_ call: FunctionCallExprSyntax) -> Bool {
        guard let scope = scope(of: call) else { return false }
        var child = Syntax(call)
        var insideContainer = false
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let container = parent.as(FunctionCallExprSyntax.self), child.id != Syntax(container.calledExpression).id,
               let name = container.calleeTypeName, ["NavigationView", "NavigationStack", "NavigationSplitView"].contains(name) {
                insideContainer = true
                break
            }
            child = parent
        }
        guard insideContainer else { return false }
        func ownProperty(_ expression: ExprSyntax?) -> ViewScope.Property? {
            guard var expression else { return nil }
            var qualified = false
            if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                expression = ExprSyntax(member.declName)
                qualified = true
            }
            // A bare name that a local or a closure's parameter may shadow is not read as the property.
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  qualified || !scope.localBindingNames.contains(name) else { return nil }
            return scope.properties.first { $0.name == name }
        }
        let arguments = Array(call.arguments)
        guard call.trailingClosure == nil else { return false }
        switch call.modifierName {
        case "environmentObject":
            guard arguments.count == 1, arguments[0].label == nil else { return false }
            return ownProperty(arguments[0].expression)?.attributes.contains("EnvironmentObject") == true
        case "environment":
            // `.environment(\.key, value)`, where the view reads `@Environment(\.key) var value`.
            guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == nil,
                  let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
                  let property = ownProperty(arguments[1].expression), property.attributes.contains("Environment"),
                  let attribute = property.decl.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                      .first(where: { $0.attributeName.trimmedDescription == "Environment" }),
                  case .argumentList(let written)? = attribute.arguments, written.count == 1,
                  let declaredKeyPath = written.first?.expression.as(KeyPathExprSyntax.self)
            else { return false }
            return declaredKeyPath.trimmedDescription == keyPath.trimmedDescription
        default:
            return false
        }
    }

    /// Whether `node` is in a function of its type that is neither a view body nor one of the
    /// type's view helpers (`func snapshot() -> Image`): what it makes is a value, not shown.
    func isInPlainFunction(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(MemberBlockItemSyntax.self) {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                guard let scope = scope(of: node) else { return false }
                return !Self.isViewBody(function) && !scope.helpers.isHelper(ancestor)
            }
            current = ancestor.parent
        }
        return false
    }

    /// Whether `node` is in a closure that runs code rather than builds views: a `Button`'s
    /// action, a `Task`, or the handler of an event modifier (`onTapGesture`, `onAppear`, ...);
    /// or in the condition of an `if`, `guard` or `while`.
    /// Whether `node` is in a toolbar's content, within its member: a `ToolbarItem` or
    /// `ToolbarItemGroup`, or what `.toolbar(...)` or `.navigationBarItems(...)` is handed.
    /// The parameter of the function `call` calls that the closure holding the use is handed
    /// to: by its label, or for the trailing closure, the first parameter of a function type
    /// that no other argument names.
    private enum HandedParameter {
        case labeled(String)
        case trailing(given: Set<String>)
    }

    private func handedParameter(of call: FunctionCallExprSyntax, _ holds: (Syntax) -> Bool) -> HandedParameter? {
        let given = Set(call.arguments.compactMap { $0.label?.text } + call.additionalTrailingClosures.map(\.label.text))
        if let trailing = call.trailingClosure, holds(Syntax(trailing)) { return .trailing(given: given) }
        if let extra = call.additionalTrailingClosures.first(where: { holds(Syntax($0.closure)) }) { return .labeled(extra.label.text) }
        if let argument = call.arguments.first(where: { holds(Syntax($0.expression)) && $0.expression.is(ClosureExprSyntax.self) }),
           let label = argument.label?.text {
            return .labeled(label)
        }
        return nil
    }

    /// Whether the view around `call` declares a function of that name whose body makes a
    /// `NavigationLink` whose destination reads the parameter the closure is handed to.
    private func ownFunctionPushes(_ name: String, parameter handed: HandedParameter, near call: FunctionCallExprSyntax) -> Bool {
        guard let scope = scope(of: call) else { return false }
        for decl in scope.decls {
            for member in decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                      let body = function.body else { continue }
                let parameters = Array(function.signature.parameterClause.parameters)
                let parameter: FunctionParameterSyntax?
                switch handed {
                case .labeled(let label):
                    parameter = parameters.first { $0.firstName.text == label }
                case .trailing(let given):
                    parameter = parameters.first { $0.type.trimmedDescription.contains("->") && !given.contains($0.firstName.text) }
                }
                guard let parameter else { continue }
                let inner = (parameter.secondName ?? parameter.firstName).text
                for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("NavigationLink") {
                    guard let link = token.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self) else { continue }
                    let destination: Syntax? = link.argument(labeled: "destination").map { Syntax($0.expression) }
                        ?? (link.argumentLabels.contains("value") ? nil : link.trailingClosure.map(Syntax.init))
                    if let destination, destination.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(inner) }) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// Through the view's helpers (`ToolbarItem { sendItem }`), each place a helper is used.
    func isInToolbar(_ node: some SyntaxProtocol) -> Bool {
        let helpers = scope(of: node)?.helpers
        var followed = Set<SyntaxIdentifier>()
        func inToolbar(from start: Syntax) -> Bool {
            var child = start
            var current = start.parent
            while let node = current, !node.is(MemberBlockItemSyntax.self) {
                if let helpers, helpers.isHelper(node) {
                    // A helper: where the view uses it (each place, when there are several).
                    guard followed.insert(node.id).inserted else { return false }
                    return helpers.places(of: node).contains { inToolbar(from: Syntax($0)) }
                }
                if let call = node.as(FunctionCallExprSyntax.self), child.id != Syntax(call.calledExpression).id {
                    if ["ToolbarItem", "ToolbarItemGroup"].contains(call.calleeTypeName ?? "") { return true }
                    if ["toolbar", "navigationBarItems"].contains(call.modifierName ?? "") { return true }
                    // A link's destination (a toolbar's link pushes it), or a presentation's
                    // content, is a screen of its own: not in the toolbar.
                    if ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(call.modifierName ?? "") { return false }
                    if call.calleeTypeName == "NavigationLink", !call.argumentLabels.contains("value"),
                       let destination = call.argument(labeled: "destination").map(Syntax.init) ?? call.trailingClosure.map(Syntax.init),
                       destination.range.contains(start.positionAfterSkippingLeadingTrivia) {
                        return false
                    }
                }
                child = node
                current = node.parent
            }
            return false
        }
        return inToolbar(from: Syntax(node))
    }

    func isInAction(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        while let node = current, !node.is(MemberBlockItemSyntax.self) {
            // The condition of an `if`, `guard` or `while` runs; what it makes is not shown
            // (`if Int64(unread) > 0`).
            if node.is(ConditionElementSyntax.self) { return true }
            // The pattern of a `catch` matches an error (`catch Failure.offline(reason)`).
            if node.is(CatchItemSyntax.self) { return true }
            // A value handed to a method of one of the system's shared objects
            // (`NotificationCenter.default.post(Notification(name: ...))`) is not shown; the app's
            // own (`Router.shared.view(Badge())`) may make a view of it.
            if let argument = node.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               let path = plainPropertyPath(of: base), path.contains("."),
               Self.systemSingletonTypes.contains(String(path.prefix { $0 != "." })) {
                return true
            }
            // A value handed to a modifier that takes values, never views
            // (`.environmentObject(ImageCache())`, `.onReceive(Ticker())`), is not shown.
            if let argument = node.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
               let modifier = call.modifierName, Self.valueModifierNames.contains(modifier) {
                return true
            }
            if let closure = node.as(ClosureExprSyntax.self), let (call, label) = Self.callTaking(closure),
               Self.isAction(closure, label: label, of: call) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// The system's types whose shared objects take values, never views, in their methods.
    private static let systemSingletonTypes: Set<String> = [
        "NotificationCenter", "DistributedNotificationCenter", "UIApplication", "NSApplication", "NSWorkspace", "UserDefaults",
        "DispatchQueue", "FileManager", "UIPasteboard", "NSPasteboard", "URLSession", "UIDevice", "ProcessInfo", "Bundle",
        "OperationQueue", "RunLoop", "UNUserNotificationCenter", "UIAccessibility", "WidgetCenter", "NSUbiquitousKeyValueStore",
    ]

    /// The call a closure is handed to, with the label it is handed under (nil for the first
    /// trailing closure, or an unlabeled argument).
    private static func callTaking(_ closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String?)? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id { return (call, nil) }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
           let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, element.label.text)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return (call, argument.label?.text)
        }
        return nil
    }

    private static func isAction(_ closure: ClosureExprSyntax, label: String?, of call: FunctionCallExprSyntax) -> Bool {
        if let modifier = call.modifierName { return actionModifierNames.contains(modifier) && (label == nil || label == "perform") }
        switch call.calleeTypeName {
        case "Task": return true
        case "Button":
            if label == "action" { return true }
            guard label == nil, call.trailingClosure?.id == closure.id else { return false }
            // `Button("Title") { ... }` and `Button { ... } label: { ... }` take the action
            // first; `Button(action: ...) { ... }` takes the label.
            return call.argument(labeled: "action") == nil
                && (call.arguments.contains { $0.label == nil } || call.additionalTrailingClosures.contains { $0.label.text == "label" })
        default: return false
        }
    }

    /// Modifiers whose arguments are values, never views.
    private static let valueModifierNames: Set<String> = [
        "environmentObject", "environment", "onReceive", "onChange", "task", "animation", "id", "tag", "transition",
        "modelContainer", "focused", "keyboardShortcut", "preference",
    ]

    /// Modifiers whose closure runs on an event.
    private static let actionModifierNames: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit",
        "refreshable", "onEnded", "onChanged", "onOpenURL", "onDelete", "onMove", "onCommit", "onContinueUserActivity",
    ]

    /// Whether a local `let name = ...` is handed as a hosting controller's root view later in
    /// its block: `UIHostingController(rootView: name)` or `controller.rootView = name`, with or
    /// without modifiers applied to it there, or `name.embed()` where `embed` is one of the
    /// app's `hosting` functions.
    private static func isHandedToHosting(_ binding: PatternBindingSyntax, through hosting: Set<String>) -> Bool {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
              let item = declaration.parent?.as(CodeBlockItemSyntax.self),
              let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        // `name`, or `name` with modifiers applied (`rootView: name.environmentObject(store)`).
        func names(_ expression: ExprSyntax?) -> Bool {
            var current = expression
            while let call = current?.as(FunctionCallExprSyntax.self), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
                current = base
            }
            return current?.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == name && $0.argumentNames == nil } ?? false
        }
        let later = block.filter { $0.position > item.position }
        return later.contains { statement in
            statement.tokens(viewMode: .sourceAccurate).contains { token in
                // `name.embedded()`, one of the app's functions that hands the view it is called on.
                if case .identifier(let called) = token.tokenKind, hosting.contains(HostingFunctions.key(called, label: "self")),
                   let access = token.parent?.parent?.as(MemberAccessExprSyntax.self), access.declName.baseName.id == token.id,
                   access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(access).id {
                    return names(access.base)
                }
                // `present(name)`, one that hands its argument.
                if case .identifier = token.tokenKind, let argument = token.parent?.parent?.as(LabeledExprSyntax.self),
                   argument.expression.firstToken(viewMode: .sourceAccurate)?.id == token.id,
                   let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let callee = call.calleeLastName,
                   hosting.contains(HostingFunctions.key(callee, label: argument.label?.text)) {
                    return names(argument.expression)
                }
                guard token.tokenKind == .identifier("rootView") else { return false }
                if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id {
                    return names(argument.expression)
                }
                if let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                   let sequence = access.parent?.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    return elements.count == 3 && elements[0].id == ExprSyntax(access).id
                        && elements[1].is(AssignmentExprSyntax.self) && names(elements[2])
                }
                return false
            }
        }
    }

    /// Whether `sequence` is `<something>.rootView = <expression holding reference>`.
    private static func assignsRootView(_ sequence: SequenceExprSyntax, from reference: Syntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "rootView"
        else { return false }
        let start = reference.positionAfterSkippingLeadingTrivia
        return elements.dropFirst(2).contains { Syntax($0).range.contains(start) }
    }

    /// The style written in a closure handed to `call`, on that closure's parameter
    /// (`closureStyleHolder`).
    static func closureStyle(handedTo call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        let closures = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
            + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        for closure in closures {
            for token in closure.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("navigationViewStyle") {
                guard let style = token.parent?.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
                      closureStyleHolder(of: style)?.id == call.id else { continue }
                return style
            }
        }
        return nil
    }

    /// Whether a call is `.listStyle(.sidebar)` (or `SidebarListStyle()`).
    static func isSidebarListStyle(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.modifierName == "listStyle", call.arguments.count == 1, let argument = call.arguments.first?.expression else { return false }
        let text = argument.trimmedText
        return text == ".sidebar" || text == "SidebarListStyle()" || text == "SidebarListStyle.sidebar"
    }

    /// The containers that build every view they are handed as soon as they appear: a
    /// `ForEach` in one of these makes all its rows then, not as they scroll into view. (Not a
    /// `TabView`: a paged one loads its pages as they come, as a lazy container does.)
    private static let eagerStackNames: Set<String> = ["VStack", "HStack", "ZStack", "ScrollView", "Grid", "GridRow"]

    /// Whether a `ForEach` builds all its rows at once: the nearest container whose content
    /// holds it (through `Group`s, `Section`s, other `ForEach`es, conditions, and modifiers
    /// applied to it) is a plain stack or a `ScrollView`. Not when it is a `List`, a `Form`, a
    /// lazy stack, a view of the app's own or a modifier's content, nor at the top of a body,
    /// where the view around it decides.
    static func buildsRowsEagerly(_ forEach: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(forEach)
        while let parent = node.parent {
            defer { node = parent }
            if parent.is(DeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            guard let call = parent.as(FunctionCallExprSyntax.self) else { continue }
            // A modifier applied to what holds the `ForEach` (`.padding()`) changes nothing.
            if call.calledExpression.id == node.id { continue }
            switch call.calleeTypeName {
            case "ForEach", "Group", "Section": continue
            case let name? where eagerStackNames.contains(name): return true
            default: return false
            }
        }
        return false
    }

    /// Whether the use is in an argument labelled `label` of the call (a link's label, not what
    /// it pushes).
    private func holdsLabel(_ call: FunctionCallExprSyntax, _ holds: (Syntax) -> Bool) -> Bool {
        call.arguments.contains { $0.label?.text == "label" && holds(Syntax($0)) }
            || call.additionalTrailingClosures.contains { $0.label.text == "label" && holds(Syntax($0)) }
    }

    private func contexts(from call: FunctionCallExprSyntax, holds: (Syntax) -> Bool) -> [TypeUse.Context] {
        let context = self.context
        func location(_ node: some SyntaxProtocol) -> LineTable.Location {
            context.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        }
        // A view handed to UIKit as a hosting controller's root (`UIHostingController(rootView:
        // X())`, `super.init(rootView: X())`) starts a view tree of its own, as a sheet does.
        if let root = call.argument(labeled: "rootView"), holds(Syntax(root)) {
            return [.presentation(name: hostingRootPresentation)]
        }
        // Handed to the app's own function that does that (`present(Receipt())`).
        if !options.hostingCalls.isEmpty, let name = call.calleeLastName,
           let argument = call.arguments.first(where: { holds(Syntax($0)) }),
           options.hostingCalls.contains(HostingFunctions.key(name, label: argument.label?.text)) {
            return [.presentation(name: hostingRootPresentation)]
        }
        // A modifier whose base holds the use applies to it; one whose arguments or closures
        // hold it shows it.
        if let access = call.modifierAccess, let name = call.modifierName {
            if let base = access.base, holds(Syntax(base)) {
                guard name == "navigationViewStyle" else {
                    // A style set in the closure handed to the app's own modifier (`.if(isPhone) {
                    // $0.navigationViewStyle(.stack) }`): applied as that modifier decides.
                    if let inner = Self.closureStyle(handedTo: call) {
                        let at = location(modifierNameNode(inner))
                        let kind = NavigationViewStyleKind(modifier: inner) == .stack ? StyleFact.stackOrAutomatic : "runtime"
                        return [.style(StyleFact(offset: inner.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                 line: at.line, column: at.column, kind: kind))]
                    }
                    // `.modifier(StackStyle())` names the modifier by its type.
                    if name == "modifier", let type = call.arguments.first?.expression.as(FunctionCallExprSyntax.self)?.calleeTypeName {
                        return [.modifier(name: type)]
                    }
                    // The app's own function that hands the view to UIKit as a hosting
                    // controller's root (`.embeddedInHostingController()`).
                    if options.hostingCalls.contains(HostingFunctions.key(name, label: "self")) { return [.presentation(name: hostingRootPresentation)] }
                    return isSwiftUIModifier(call, named: name, declared: options.ownModifiersNamedLikeSwiftUI) ? [] : [.modifier(name: name)]
                }
                let where_ = location(access.declName)
                let kind = NavigationViewStyleKind(modifier: call).map(\.factName) ?? "runtime"
                return [.style(StyleFact(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                         line: where_.line, column: where_.column, kind: kind,
                                         platforms: Availability.platforms(of: call)))]
            }
            // `.modifier(IntroOverlay())`: the `ViewModifier` applied here, whose body is shown
            // where the view it modifies is (what is handed to it in turn may be presented).
            if name == "modifier", call.arguments.count == 1, let instance = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
               holds(Syntax(instance)), !instance.arguments.contains(where: { holds(Syntax($0)) }),
               !(instance.trailingClosure.map { holds(Syntax($0)) } ?? false), !instance.additionalTrailingClosures.contains(where: { holds(Syntax($0)) }) {
                return []
            }
            switch name {
            case "sheet", "fullScreenCover", "popover": return [.presentation(name: name)]
            case "navigationDestination": return [.destination(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset)]
            case _ where options.linkModifierNames.contains(name) && !holdsLabel(call, holds):
                // The app's own link modifier (`.pushOnTap($open) { Receipt() }`), applied to the
                // view that is its label: what its closures show is what its link pushes.
                return [.destination(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset)]
            default:
                guard !isSwiftUIModifier(call, named: name, declared: options.ownModifiersNamedLikeSwiftUI) else { return [] }
                if case .labeled(let label)? = handedParameter(of: call, holds) { return [.modifierContent(name: name, label: label)] }
                return [.modifierContent(name: name)]
            }
        }
        // A function of the view's own that makes a link of what it is handed (`row { Credits() }
        // label: { ... }`, whose body is `NavigationLink { destination() } label: { label() }`):
        // what that closure shows is what the link pushes.
        if let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, function.first?.isLowercase == true,
           let parameter = handedParameter(of: call, holds), ownFunctionPushes(function, parameter: parameter, near: call) {
            return [.destination(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset)]
        }
        guard let name = call.calleeTypeName, !holds(Syntax(call.calledExpression)) else { return [] }
        let offset = call.positionAfterSkippingLeadingTrivia.utf8Offset
        if isLazyContainer(call) {
            let at = location(call)
            return [.lazy(name: name, offset: offset, line: at.line, column: at.column,
                          eager: name == "ForEach" && Self.buildsRowsEagerly(call))]
        }
        if name == "NavigationLink" {
            if let destination = call.argument(labeled: "destination"), holds(Syntax(destination)) {
                return [.destination(offset: offset)]
            }
            // The first trailing closure is the destination unless a `destination:` argument or
            // a title says otherwise.
            if call.argument(labeled: "destination") == nil, let trailing = call.trailingClosure, holds(Syntax(trailing)),
               !call.argumentLabels.contains("value") {
                return [.destination(offset: offset)]
            }
            return []
        }
        guard navigationContainerNames.contains(name) else {
            // A closure handed to a type of the app's own, which may wrap it in a container; or a
            // view handed as a value (`TopLevel(to: Members())`, an `@autoclosure`).
            guard !isBuiltInTypeName(name, shadowedBy: options.ownTypesNamedLikeSwiftUI), name.first?.isUppercase == true else { return [] }
            // A view of the app's own whose link pushes what this argument hands it
            // (`Cell(destination: Detail())`): pushed from there, not shown.
            if let pushed = options.linkViewArguments[name] {
                if let argument = call.arguments.first(where: { holds(Syntax($0.expression)) }), pushed.contains(argument.label?.text ?? "_") {
                    return [.destination(offset: offset)]
                }
                if let trailing = call.trailingClosure, call.additionalTrailingClosures.isEmpty, holds(Syntax(trailing)), pushed.contains("{}") {
                    return [.destination(offset: offset)]
                }
            }
            var closures = call.additionalTrailingClosures.map { Syntax($0.closure) } + call.arguments.map { Syntax($0.expression) }
            if let trailing = call.trailingClosure { closures.append(Syntax(trailing)) }
            return closures.contains(where: { holds($0) }) ? [.wrapper(name: name)] : []
        }
        var contexts: [TypeUse.Context] = [.container(name: name, offset: offset)]
        if name == "NavigationView", let closure = call.trailingClosure,
           case .success(let children) = NavigationViewChildren.count(closure.statements, built: builtPlatforms), children.count > 1,
           let index = children.items.firstIndex(where: { holds(Syntax($0)) }) {
            contexts.insert(.column(container: offset, index: index, of: children.count), at: 0)
        }
        // A split view's columns are its closures: the sidebar, `content:` if there is one, and
        // `detail:`.
        if name == "NavigationSplitView", let sidebar = call.trailingClosure, call.arguments.allSatisfy({ $0.label?.text == "columnVisibility" || $0.label?.text == "preferredCompactColumn" }) {
            let columns = [sidebar] + call.additionalTrailingClosures.filter { ["content", "detail"].contains($0.label.text) }.map(\.closure)
            if columns.count > 1, let index = columns.firstIndex(where: { holds(Syntax($0)) }) {
                contexts.insert(.column(container: offset, index: index, of: columns.count), at: 0)
            }
        }
        return contexts
    }

    /// Whether a container is shown where its type is shown: not in a preview, a sheet or a
    /// link's destination.
    private func isShown(_ call: FunctionCallExprSyntax) -> Bool {
        !isInPreview(call) && !startsOwnNavigation(call)
    }

    /// Whether `call` sits in a sheet's or popover's content or a link's destination: there a
    /// navigation view starts navigation of its own, wherever its view is shown.
    func startsOwnNavigation(_ call: FunctionCallExprSyntax) -> Bool {
        contexts(of: call).contains { context in
            switch context {
            case .presentation, .destination: true
            default: false
            }
        }
    }

    /// The facts of this file that the rest of the project needs, read from the tree once.
    var facts: FileFacts {
        shared(FileFacts.self) { $0.makeFacts() }
    }

    private func makeFacts() -> FileFacts {
        var facts = FileFacts(file: fileID, shownPath: shownPath)
        facts.builtPlatforms = builtPlatforms
        facts.functions = declaredMemberNames.functions
        facts.functionSignatures = declaredMemberNames.signatures
        facts.linkInitializers = declaredMemberNames.linkInitializers.map { LinkInitializerFact($0, converter: context.converter) }
            + declaredMemberNames.linkFactories.map { LinkInitializerFact(factory: $0, converter: context.converter) }
        facts.placementLookalikes = declaredMemberNames.placementLookalikes.map { found in
            let at = context.converter.location(for: found.name.positionAfterSkippingLeadingTrivia)
            return PlacementLookalike(name: found.name.text, file: fileID, line: at.line, column: at.column,
                                      extendsPlacement: found.extendsPlacement)
        }
        facts.readRanges = readRanges
        facts.typeMentions = Self.scanNames(in: context.bytes, keeping: options.ownTypesNamedLikeSwiftUI,
                                            lowerCase: options.lowerCaseTypeNames).mentions
        facts.protocols = Self.protocolInheritance(in: context.bytes)
        // What the file's own code says: facts must not depend on the project they make.
        let containers = ContainerAnalysis.local(self).containers
        var containersByScope: [String: [ContainerSite]] = [:]
        for site in containers { containersByScope[scope(of: site.call)?.name ?? "", default: []].append(site) }
        let links = LinkAnalysis(self, containers: ContainerAnalysis.local(self))
        let activeByScope = Dictionary(links.active.map { ($0.scope?.name ?? "", $0.links) }, uniquingKeysWith: +)
        let selectionByScope = Dictionary(links.selection.map { ($0.scope?.name ?? "", $0.links) }, uniquingKeysWith: +)
        var linkCounts: [String: Int] = [:]
        var macOSLinkCounts: [String: Int] = [:]
        var sidebarListStyles: [String: Int] = [:]
        // Only iOS builds count: the iPad is where a one-child navigation view showed one (not
        // under `#if os(macOS)`, nor in a file that imports AppKit).
        let macOnlyFile = importsAppKit(self)
        for style in calls(named: "listStyle") where !macOnlyFile && Self.isSidebarListStyle(style) && Availability.compiles(style, on: .iOS) {
            let shown = !contexts(of: style).contains { context in
                if case .destination = context { true } else if case .presentation = context { true } else { false }
            }
            if shown { sidebarListStyles[scope(of: style)?.name ?? "", default: 0] += 1 }
        }
        var selectionLists: [String: [StackFact]] = [:]
        var opaqueCandidates: [String: [OpaqueLinkCandidate]] = [:]
        for link in calls(named: "NavigationLink") where link.calleeTypeName == "NavigationLink" {
            let owner = scope(of: link)
            linkCounts[owner?.name ?? "", default: 0] += 1
            if let (shape, bindingFirst) = OpaqueLinks.candidate(link) {
                opaqueCandidates[owner?.name ?? "", default: []].append(
                    OpaqueLinkCandidate(offset: link.positionAfterSkippingLeadingTrivia.utf8Offset, shape: shape, bindingFirst: bindingFirst,
                                        drivenByBinding: OpaqueLinks.isDrivenByBinding(link)))
            }
            if Availability.compiles(link, on: .macOS) { macOSLinkCounts[owner?.name ?? "", default: 0] += 1 }
            // Not a `tag:selection:` link that repeats its tag on the list's own selection: it
            // becomes a value link of that tag, which the selection follows
            // (`MigrateNavigationView.refusingSelectionDrivenSidebars`).
            let echoesListSelection = { (list: FunctionCallExprSyntax) in
                guard let selecting = TagSelectionLink(link), selecting.echoedTag != nil,
                      let listSelection = list.argument(labeled: "selection")?.expression.trimmedText else { return false }
                return listSelection == selecting.selection.trimmedText
            }
            if link.modifierChain.contains(where: { $0.modifierName == "tag" }),
               let list = selectionList(around: link, helpers: owner?.helpers), !echoesListSelection(list),
               TagSelectionLink(link) != nil || !selectionSetOnlyByList(list, in: owner) {
                let at = context.converter.location(for: list.positionAfterSkippingLeadingTrivia)
                let fact = StackFact(name: "List", line: at.line, column: at.column)
                if !(selectionLists[owner?.name ?? ""] ?? []).contains(fact) { selectionLists[owner?.name ?? "", default: []].append(fact) }
            }
        }
        for call in linkFactoryCalls {
            guard let name = call.calleeLastName else { continue }
            opaqueCandidates[scope(of: call)?.name ?? "", default: []].append(
                OpaqueLinkCandidate(offset: call.positionAfterSkippingLeadingTrivia.utf8Offset, shape: CallShape(call),
                                    bindingFirst: false, factory: name))
        }
        var stackCounts: [String: Int] = [:]
        var shownStacks: [String: [StackFact]] = [:]
        for name in ["NavigationView", "NavigationStack", "NavigationSplitView"] {
            for call in calls(named: name) where call.calleeTypeName == name {
                stackCounts[scope(of: call)?.name ?? "", default: 0] += 1
                guard name != "NavigationView" else { continue }
                // One made as a value in a button's action, or in a function that is not one of
                // the view's helpers (an image rendered to share), is not shown; one in a local
                // `let` of `body` is, where the name is.
                if isShown(call), !isInAction(call), !isInPlainFunction(call) {
                    let at = context.converter.location(for: call.positionAfterSkippingLeadingTrivia)
                    shownStacks[scope(of: call)?.name ?? "", default: []].append(StackFact(name: name, line: at.line, column: at.column))
                }
            }
        }
        // Every type the file declares is known to the project: a class or an enum shows no
        // navigation view a style could reach, and saying so is what tells it from a type the
        // project does not declare at all.
        func containerFacts(_ sites: [ContainerSite], in scope: ViewScope?) -> [ContainerFact] {
            sites.map { site in
                let where_ = context.converter.location(for: site.call.positionAfterSkippingLeadingTrivia)
                let layout: String
                var indents: [String] = []
                switch site.decision {
                case .success(.split(let columns)):
                    layout = "split"
                    indents = columns.map { context.indentation(ofLineAt: $0.positionAfterSkippingLeadingTrivia) }
                case .success: layout = "stack"
                case .failure: layout = "refused"
                }
                return ContainerFact(offset: site.call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                     line: where_.line, column: where_.column, layout: layout,
                                     shown: isShown(site.call) && scope.map { scope in
                                         ContainerAnalysis.isShownByBody(site.call, in: scope) && !ContainerAnalysis.isInPerInstanceBranch(site.call, in: scope)
                                     } ?? true,
                                     shownInBranch: isShown(site.call) && scope.map { scope in
                                         ContainerAnalysis.isShownByBody(site.call, in: scope) && ContainerAnalysis.isInPerInstanceBranch(site.call, in: scope)
                                     } ?? false,
                                     hasOwnStyle: !site.attachedStyles.isEmpty,
                                     inPresentation: contexts(of: site.call).contains { if case .presentation = $0 { true } else { false } },
                                     columnIndents: indents,
                                     environmentObjects: site.call.modifierChain.filter { $0.modifierName == "environmentObject" }
                                         .compactMap { $0.arguments.first?.expression.trimmedText },
                                     indentStep: context.indentStep, lineEnding: context.lineEnding,
                                     platforms: Availability.platforms(of: site.call))
            }
        }
        // Navigation views in extensions of types the file does not declare (the app's own
        // modifiers, `extension View`): what they become, for views they show.
        for scope in scopes.scopes where scope.primary.is(ExtensionDeclSyntax.self) {
            facts.extensionContainers += containerFacts(containersByScope[scope.name] ?? [], in: scope)
            let firsts: [(RuleID, Int?)] = [
                (.linkIsActive, activeByScope[scope.name]?.first?.call.positionAfterSkippingLeadingTrivia.utf8Offset),
                (.linkTagSelection, selectionByScope[scope.name]?.first?.call.positionAfterSkippingLeadingTrivia.utf8Offset),
            ]
            for case let (rule, offset?) in firsts {
                facts.extensionLinkSites[scope.name, default: []].append(ProgrammaticLinksRef(file: facts.file, rule: rule, offset: offset))
            }
        }
        var structDeclarations: [String: Int]?
        for scope in scopes.scopes where !scope.primary.is(ExtensionDeclSyntax.self) {
            let at = context.converter.location(for: scope.primary.positionAfterSkippingLeadingTrivia)
            var type = TypeFacts(name: scope.name, offset: scope.primary.positionAfterSkippingLeadingTrivia.utf8Offset,
                                 line: at.line, column: at.column)
            let inherited = scope.primary.as(StructDeclSyntax.self)?.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
            type.isView = inherited.contains { ["View", "SwiftUI.View", "ViewModifier", "SwiftUI.ViewModifier"].contains($0) }
            if !type.isView {
                type.conformances = inherited
                type.declaresViewBody = !inherited.isEmpty && scope.decls.contains(where: Self.declaresViewBody)
            }
            type.isViewModifier = inherited.contains { ["ViewModifier", "SwiftUI.ViewModifier"].contains($0) }
            let own = containersByScope[scope.name] ?? []
            type.containers = containerFacts(own, in: scope)
            let active = activeByScope[scope.name] ?? []
            type.activeLinks = active.map { $0.call.positionAfterSkippingLeadingTrivia.utf8Offset }
            type.activeLinkFlags = active.map { $0.projectedFlagName ?? "" }
            let selection = selectionByScope[scope.name] ?? []
            type.selectionLinks = selection.map { $0.call.positionAfterSkippingLeadingTrivia.utf8Offset }
            // Beside `tag:selection:` links they are no `isActive:` site (`MigrateIsActiveLinks`).
            type.opaqueLinkCandidates = selection.isEmpty ? opaqueCandidates[scope.name] ?? [] : []
            type.hasDetachedSelectionLinks = selection.contains { link in
                !own.contains { Syntax(link.call).isDescendant(of: Syntax($0.call)) }
            }
            type.bindings = scope.properties.filter { $0.attributes.contains("Binding") }.map(\.name)
            type.declaresInitializer = scope.decls.contains { decl in
                (decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? []).contains { $0.decl.is(InitializerDeclSyntax.self) }
            }
            if type.hasDetachedSelectionLinks {
                type.selectionLinkImports = Self.importFacts(of: context.tree)
                type.selectionDestinationNames = Self.readNames(in: selection.flatMap { [$0.destinationNode, Syntax($0.tag)] },
                                                                declaredAround: selection.map { Syntax($0.call) }, upTo: scope.primary,
                                                                helpers: scope.helpers)
            }
            if let name = selection.first?.selectionValue, type.bindings.contains(name),
               selection.allSatisfy({ $0.selectionValue == name }) {
                type.selectionBinding = name
            }
            type.objects = scope.properties.compactMap { property in
                guard let wrapper = property.attributes.first(where: ObjectProperty.wrappers.contains) else { return nil }
                let made = property.initializer?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                return ObjectProperty(name: property.name, wrapper: wrapper, type: property.type ?? made)
            }
            type.liftableSelection = Self.liftableSelection(of: selection, in: scope)
            if type.liftableSelection != nil { type.liftableSelection?.imports = Self.importedModules(of: context.tree) }
            type.ownFlagLinks = Self.ownFlagLinks(of: active, in: scope) { name in
                // Counted once for the file, the first time a type asks.
                if structDeclarations == nil {
                    var counts: [String: Int] = [:]
                    var previous: TokenSyntax?
                    for token in context.tree.tokens(viewMode: .sourceAccurate) {
                        if previous?.tokenKind == .keyword(.struct) { counts[token.text, default: 0] += 1 }
                        previous = token
                    }
                    structDeclarations = counts
                }
                return structDeclarations?[name] ?? 0
            }
            if !type.ownFlagLinks.isEmpty {
                let imports = Self.importedModules(of: context.tree)
                for index in type.ownFlagLinks.indices { type.ownFlagLinks[index].imports = imports }
            }
            type.environmentInjections = scope.decls.reduce(0) { count, decl in
                count + Self.occurrences(of: Self.environmentObjectCall, in: context.bytes,
                                         from: decl.positionAfterSkippingLeadingTrivia.utf8Offset,
                                         to: decl.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            type.linkCount = linkCounts[scope.name] ?? 0
            type.macOSLinkCount = macOSLinkCounts[scope.name] ?? 0
            type.sidebarListStyles = sidebarListStyles[scope.name] ?? 0
            type.bodyColumns = Self.bodyColumns(of: scope, in: context)
            type.navigationContainers = stackCounts[scope.name] ?? 0
            type.shownStacks = shownStacks[scope.name] ?? []
            type.selectionLists = selectionLists[scope.name] ?? []
            facts.types.append(type)
        }
        // A function of the file's top level called as a view (`NavShell { ... }`, or
        // `inNavigation { ... }`: the project pass reads the calls of a lower-case name as views
        // made once it knows the name is one of these), whose navigation views show what it is
        // handed: a view as far as the project goes, so a style applied where it is called
        // reaches them.
        var functionContainers: [String: (FunctionDeclSyntax, [ContainerSite])] = [:]
        for site in containersByScope[""] ?? [] {
            guard let function = Self.topLevelFunction(around: site.call) else { continue }
            functionContainers[function.name.text, default: (function, [])].1.append(site)
        }
        for (name, (function, sites)) in functionContainers.sorted(by: { $0.key < $1.key }) where !facts.types.contains(where: { $0.name == name }) {
            let at = context.converter.location(for: function.positionAfterSkippingLeadingTrivia)
            var type = TypeFacts(name: name, offset: function.positionAfterSkippingLeadingTrivia.utf8Offset, line: at.line, column: at.column)
            type.isView = true
            type.containers = containerFacts(sites, in: nil)
            type.navigationContainers = sites.count
            facts.types.append(type)
        }
        facts.styleModifiers = styleModifiers()
        facts.styleConstants = styleConstants()
        facts.barHidingModifiers = barHidingModifiers()
        facts.lookModifiers = lookModifiers()
        for call in calls(named: "NavigationView") {
            guard let statements = call.trailingClosure?.statements, statements.count == 1, let child = statements.first,
                  let name = columnViewName(child) else { continue }
            facts.onlyChildViews.insert(name)
        }
        (facts.containerWrappers, facts.keptContainerWrappers, facts.wrapperNavigationViews, facts.closureShowingWrappers,
         facts.wrapperClosures) = containerWrappers()
        for scope in scopes.scopes {
            for decl in scope.decls {
                guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { continue }
                let name = extensionDecl.extendedType.trimmedText
                if name == "EnvironmentValues" || name == "SwiftUI.EnvironmentValues" {
                    // Its members, also those under `#if`.
                    func members(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
                        list.flatMap { item -> [MemberBlockItemSyntax] in
                            guard let block = item.decl.as(IfConfigDeclSyntax.self) else { return [item] }
                            return block.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
                                if case .decls(let inner) = clause.elements { members(inner) } else { [] }
                            }
                        }
                    }
                    for member in members(extensionDecl.memberBlock.members) {
                        // (One no platform compiles, under `#if false`, declares nothing.)
                        guard let variable = member.decl.as(VariableDeclSyntax.self),
                              ApplePlatform.allCases.contains(where: { Availability.compiles(variable, on: $0) }),
                              !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                        for binding in variable.bindings {
                            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                                  ExtensionMention.environmentValuesReadByMigration.contains(identifier.text) else { continue }
                            let at = context.converter.location(for: identifier.positionAfterSkippingLeadingTrivia)
                            // One `private` to its file (the extension's or its own access) is
                            // not what other files' key paths read.
                            let hidden = [extensionDecl.modifiers, variable.modifiers].contains { modifiers in
                                // (`private(set)` limits only who sets it.)
                                modifiers.contains { ($0.name.text == "private" || $0.name.text == "fileprivate") && $0.detail == nil }
                            }
                            facts.ownEnvironmentValues.append(ExtensionMention(name: identifier.text, line: at.line, column: at.column,
                                                                               fileOnly: hidden))
                        }
                    }
                }
                // The protocols it adds, as `:Equatable` (no member has such a name).
                for inherited in extensionDecl.inheritanceClause?.inheritedTypes ?? [] {
                    facts.extensionIdentifiers[name, default: []].insert(":" + inherited.type.trimmedText)
                }
                // `extension Binding where Value == PresentationMode` is also written down under the
                // name `extension Binding<PresentationMode>` has: the presentation-mode rule reads
                // what those write, not the app's other extensions of `Binding`.
                let presentationBinding = name == "Binding"
                    && extensionDecl.genericWhereClause?.trimmedText.contains("PresentationMode") == true
                for token in extensionDecl.memberBlock.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let text) = token.tokenKind {
                        facts.extensionIdentifiers[name, default: []].insert(text)
                        if presentationBinding { facts.extensionIdentifiers["Binding<PresentationMode>", default: []].insert(text) }
                    }
                    // An initializer of the extension's (`init` is a keyword, not a name).
                    if token.tokenKind == .keyword(.`init`), token.parent?.is(InitializerDeclSyntax.self) == true {
                        facts.extensionIdentifiers[name, default: []].insert("init")
                    }
                    if ExtensionMention.addedNames.contains(token.text) {
                        facts.extensionMemberNames[name, default: []].insert(token.text)
                        continue
                    }
                    guard ExtensionMention.watched.contains(token.text) else { continue }
                    let at = context.converter.location(for: token.positionAfterSkippingLeadingTrivia)
                    facts.extensionMentions[name, default: []].append(ExtensionMention(name: token.text, line: at.line, column: at.column))
                }
            }
        }
        // A protocol that requires a watched member (`var presentationMode: Binding<...> { get }`):
        // a view's property that a rule renames or removes may be what fulfils it.
        for statement in context.tree.statements {
            guard let declaration = statement.item.as(ProtocolDeclSyntax.self) else { continue }
            for token in declaration.memberBlock.tokens(viewMode: .sourceAccurate) where ExtensionMention.watched.contains(token.text) {
                let at = context.converter.location(for: token.positionAfterSkippingLeadingTrivia)
                facts.extensionMentions[declaration.name.text, default: []].append(ExtensionMention(name: token.text, line: at.line, column: at.column))
            }
        }
        // `screen.presentationMode` read outside an extension: the value may be a view this
        // file names, whose property would be renamed under it.
        for name in ExtensionMention.watched {
            let reads = outsideAccesses(named: name, in: self).filter { access in
                var node = access.parent
                while let current = node, !current.is(ExtensionDeclSyntax.self) { node = current.parent }
                return node == nil
            }
            guard !reads.isEmpty else { continue }
            let written = Set(context.tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true else { return nil }
                return text
            })
            for read in reads {
                let at = context.converter.location(for: read.declName.positionAfterSkippingLeadingTrivia)
                let mention = ExtensionMention(name: name, line: at.line, column: at.column, inExtension: false)
                // A value the type around it declares with a type (`var parent: PhotoPicker`)
                // is of that type only.
                let types = typedBase(of: read).map { [lastName($0.type)] } ?? Array(written)
                for type in types { facts.extensionMentions[type, default: []].append(mention) }
            }
        }
        for call in makerCalls where !isInPreview(call) {
            guard let name = call.makerTypeName ?? valueMakerTypes[call.id] else { continue }
            let at = context.converter.location(for: call.positionAfterSkippingLeadingTrivia)
            facts.makerUses.append(TypeUse(name: name, offset: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                           line: at.line, column: at.column,
                                           inType: holderName(of: call),
                                           contexts: contexts(of: call), arguments: []))
        }
        for read in memberReads where !isInPreview(read) && !isInAction(read) {
            let member = read.as(FunctionCallExprSyntax.self)?.calledExpression ?? read
            guard let plain = member.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? read.as(KeyPathExprSyntax.self).flatMap(FileIndex.keyPathMember) else { continue }
            // A call with arguments names the member with its labels (`screen(for:)`), as the
            // member's own declaration does (`readableMember`).
            let name = read.as(FunctionCallExprSyntax.self).map { memberSignature(plain, labels: $0.arguments.map { $0.label?.text ?? "_" }) } ?? plain
            let at = context.converter.location(for: read.positionAfterSkippingLeadingTrivia)
            let platforms = Availability.platforms(of: read)
            for contexts in contextPaths(of: read) {
                facts.memberReads.append(TypeUse(name: name, offset: read.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                 line: at.line, column: at.column, inType: holderName(of: read),
                                                 contexts: contexts, arguments: [], platforms: platforms))
            }
        }
        for call in typeCalls {
            let name: String
            if let plain = call.calleeTypeName {
                let declared = localDeclaration(of: plain, at: call)
                // A class, enum or actor of that name around the call (`ContentView` in a
                // representable that nests `class ContentView: UIView`) names no view, whatever
                // view of that name another type nests; a struct may be made a view elsewhere.
                if let declared, !declared.isStruct { continue }
                name = declared?.name ?? plain
            } else if let path = call.qualifiedCalleeTypePath {
                name = path
            } else if let generic = call.specializedCalleeTypeName {
                // `Receipts<Int>()`: a generic view of the project's.
                if let declared = localDeclaration(of: generic, at: call), !declared.isStruct { continue }
                name = localDeclaration(of: generic, at: call)?.name ?? generic
            } else {
                continue
            }
            let at = context.converter.location(for: call.positionAfterSkippingLeadingTrivia)
            let arguments = call.arguments.map { argument in
                TypeUse.Argument(label: argument.label?.text, projected: projectedPropertyPath(of: argument.expression),
                                 path: plainPropertyPath(of: argument.expression), literal: branchLiteral(argument.expression))
            }
            // One use for each way the view reaches the call (a helper used in several places).
            let inPreview = isInPreview(call), inAction = isInAction(call), inToolbar = isInToolbar(call)
            let platforms = Availability.platforms(of: call)
            let inMember = readableMember(holding: call)
            // The whole bar, not only its back button.
            let hidesBar = call.modifierChain.contains { Self.hidesBar($0) && $0.modifierName != "navigationBarBackButtonHidden" }
            let environment = environmentWriter(around: call).map { writer in
                "`.\(writer.name)(...)` at \(context.place(of: writer.at))"
            }
            for contexts in contextPaths(of: call) {
                facts.uses.append(TypeUse(name: name, offset: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          line: at.line, column: at.column,
                                          inType: holderName(of: call),
                                          inPreview: inPreview, inAction: inAction, inToolbar: inToolbar, contexts: contexts,
                                          arguments: arguments, platforms: platforms, inMember: inMember, hidesBar: hidesBar,
                                          environmentWriter: environment, rowElement: rowElement(of: call)))
            }
        }
        // `Loader(make: Rows.init)`: the view is made where the initializer is handed, with
        // arguments navmigrate cannot see.
        for reference in initializerReferences {
            guard let plain = reference.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            let name = localDeclaration(of: plain, at: reference)?.name ?? plain
            let at = context.converter.location(for: reference.positionAfterSkippingLeadingTrivia)
            facts.uses.append(TypeUse(name: name, offset: reference.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      line: at.line, column: at.column,
                                      inType: holderName(of: reference),
                                      inPreview: isInPreview(reference), inAction: isInAction(reference),
                                      contexts: contexts(of: reference), arguments: []))
        }
        // `let screen = container.resolve(Screen.self)`: shown where `screen` is read, with
        // arguments navmigrate cannot see.
        for (value, type) in resolvedValues {
            let name = localDeclaration(of: type, at: value)?.name ?? type
            let at = context.converter.location(for: value.positionAfterSkippingLeadingTrivia)
            let inPreview = isInPreview(value), inType = holderName(of: value), inAction = isInAction(value)
            for contexts in contextPaths(of: value) {
                facts.uses.append(TypeUse(name: name, offset: value.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          line: at.line, column: at.column, inType: inType,
                                          inPreview: inPreview, inAction: inAction, contexts: contexts, arguments: []))
            }
        }
        // `class SettingsController: UIHostingController<SettingsView>`: whatever makes its root
        // (`super.init(rootView: .init())`), the view is a hosting controller's root.
        if context.bytes.containsBytes(Self.hostingControllerWord) {
            for token in context.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.class) {
                guard let declaration = token.parent?.as(ClassDeclSyntax.self),
                      let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self),
                      ["UIHostingController", "NSHostingController"].contains(inherited.name.text),
                      let root = inherited.genericArgumentClause?.arguments.first, case let name = root.trimmedText,
                      name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                else { continue }
                let at = context.converter.location(for: root.positionAfterSkippingLeadingTrivia)
                facts.uses.append(TypeUse(name: name, offset: root.positionAfterSkippingLeadingTrivia.utf8Offset,
                                          line: at.line, column: at.column, inType: declaration.name.text,
                                          contexts: [.presentation(name: hostingRootPresentation)], arguments: []))
            }
        }
        let typesWithLinks = Set(facts.types.filter { !$0.activeLinks.isEmpty }.map(\.name))
        // A link written with explicit generic arguments (`OpaqueLinks`) makes its function one
        // of the app's link modifiers too: it holds back the navigation views where it is applied.
        // So does a call of a `NavigationLink` initializer that is not SwiftUI's (the app's own
        // `NavigationLink(item:destination:)`, which may make an `isActive:` link): where it makes
        // one, the navigation views where the function is applied wait for it.
        let linkOffsets = links.active.flatMap { $0.links.map { $0.call.positionAfterSkippingLeadingTrivia.utf8Offset } }
            + specializedLinks.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }
            + opaqueCandidates.values.flatMap { $0.map(\.offset) }
            + wrapperDestinations(in: facts.containerWrappers.union(facts.keptContainerWrappers))
        facts.linkModifierLabels = linkModifierNames(linkOffsets: linkOffsets,
                                                     typesWithLinks: typesWithLinks)
        facts.linkModifiers = Set(facts.linkModifierLabels.keys)
        facts.linkViewProperties = linkViewProperties()
        facts.viewFunctionMentions = viewFunctionMentions()
        if mentionsRootView { facts.hosting = HostingFunctions.declared(in: context.tree) }
        facts.uses += linkModifierUses(named: options.linkModifierNames.union(facts.linkModifiers),
                                       labels: options.linkModifierLabels.merging(facts.linkModifierLabels) { $0.union($1) })
        return facts
    }

    /// Where the file's `View` extension functions that wrap what they are applied to in a
    /// navigation container (`wrappers`) push what a parameter hands them from a
    /// `navigationDestination` (`func navigate(to view: V, when: Binding<Bool>)`, migrated):
    /// they push as the link they had did, so the places they are applied are uses, as a link
    /// modifier's are, and what they are handed is pushed.
    private func wrapperDestinations(in wrappers: Set<String>) -> [Int] {
        guard !wrappers.isEmpty else { return [] }
        return calls(named: "navigationDestination").compactMap { call in
            guard let function = Self.extensionFunction(around: call), wrappers.contains(function.name.text),
                  let scope = scope(of: call), Self.extendsView(scope) else { return nil }
            let parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            let content = [call.trailingClosure.map(Syntax.init)] + call.arguments.map { Optional(Syntax($0)) }
            let reads = content.compactMap { $0 }.contains { node in
                node.tokens(viewMode: .sourceAccurate).contains { token in
                    if case .identifier(let name) = token.tokenKind { parameters.contains(name) } else { false }
                }
            }
            return reads ? call.positionAfterSkippingLeadingTrivia.utf8Offset : nil
        }
    }

    /// The type this file declares that `name`, written at `node`, names: one nested in a type
    /// around `node` (`Row` in `Mail` is `Mail.Row`), the innermost first, or one at top level;
    /// with whether it is a struct. nil when the file declares none (the project graph resolves
    /// the name further against the other files' nested types).
    private func localDeclaration(of name: String, at node: some SyntaxProtocol) -> (name: String, isStruct: Bool)? {
        var path = scope(of: node)?.name.split(separator: ".").map(String.init) ?? []
        while true {
            let candidate = (path + [name]).joined(separator: ".")
            if let declared = scopes.scope(named: candidate), !declared.primary.is(ExtensionDeclSyntax.self) {
                return (candidate, declared.primary.is(StructDeclSyntax.self))
            }
            guard !path.isEmpty else { return nil }
            path.removeLast()
        }
    }

    /// Whether the file imports a test library (`XCTest`, `Testing`, `SnapshotTesting`,
    /// `ViewInspector`): its code is tests.
    var isTestFile: Bool {
        shared(TestFileMark.self) { index in
            TestFileMark(value: index.context.tree.statements.contains { statement in
                guard let decl = statement.item.as(ImportDeclSyntax.self) else { return false }
                return ["XCTest", "Testing", "SnapshotTesting", "ViewInspector"].contains(decl.path.first?.name.text ?? "")
            })
        }.value
    }

    /// Whether `node` is code of a preview: a type that conforms to `PreviewProvider`, or the
    /// body of a `#Preview`.
    func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        // A test file (snapshot tests make the app's views) compiles with its test target, not
        // where the app shows them.
        if isTestFile { return true }
        if let scope = scope(of: node), scope.decls.contains(where: { decl in
            // (Older Xcode templates and some apps declare it as a class.)
            let inherited = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ClassDeclSyntax.self)?.inheritanceClause
                ?? decl.as(ExtensionDeclSyntax.self)?.inheritanceClause
            return inherited?.inheritedTypes.contains { $0.type.trimmedText.hasSuffix("PreviewProvider") } == true
        }) {
            return true
        }
        // `#Preview { }` is written at file level; a view declared inside a preview provider
        // (`private struct Preview: View` in `Row_Previews`) is the preview's too.
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .structDecl, .classDecl, .extensionDecl:
                let inherited = parent.as(StructDeclSyntax.self)?.inheritanceClause ?? parent.as(ClassDeclSyntax.self)?.inheritanceClause
                    ?? parent.as(ExtensionDeclSyntax.self)?.inheritanceClause
                if inherited?.inheritedTypes.contains(where: { $0.type.trimmedText.hasSuffix("PreviewProvider") }) == true { return true }
            case .macroExpansionExpr:
                if parent.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" { return true }
            case .macroExpansionDecl:
                if parent.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" { return true }
            case .sourceFile:
                return false
            default:
                break
            }
            current = parent.parent
        }
        return false
    }

    /// The file's static constants whose value is a navigation view style literal, written as
    /// the initializer or as the one statement of a getter, by `Owner.name`.
    func styleConstants() -> [String: [StyleConstantFact]] {
        var found: [String: [StyleConstantFact]] = [:]
        func record(_ kind: NavigationViewStyleKind, _ value: some SyntaxProtocol) {
            guard let (key, decl) = Self.staticConstant(holding: Syntax(value)) else { return }
            let at = context.converter.location(for: decl.positionAfterSkippingLeadingTrivia)
            let fact = StyleConstantFact(kind: kind.factName, line: at.line, column: at.column, platforms: Availability.platforms(of: decl))
            if !(found[key]?.contains(fact) ?? false) { found[key, default: []].append(fact) }
        }
        for name in NavigationViewStyleKind.literalTypeNames {
            for call in calls(named: name) where call.calleeTypeName == name && call.arguments.isEmpty && call.trailingClosure == nil {
                if let kind = NavigationViewStyleKind(literal: ExprSyntax(call)) { record(kind, call) }
            }
        }
        // `typealias PhoneStyle = StackNavigationViewStyle`: `PhoneStyle()` makes that style,
        // recorded as `PhoneStyle()`.
        if context.bytes.containsBytes(Array("typealias".utf8)) {
            for token in context.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .keyword(.typealias) {
                guard let alias = token.parent?.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
                      let kind = NavigationViewStyleKind(typeName: lastName(alias.initializer.value.trimmedDescription)) else { continue }
                let at = context.converter.location(for: alias.positionAfterSkippingLeadingTrivia)
                let fact = StyleConstantFact(kind: kind.factName, line: at.line, column: at.column, platforms: Availability.platforms(of: alias))
                let key = alias.name.text + "()"
                if !(found[key]?.contains(fact) ?? false) { found[key, default: []].append(fact) }
            }
        }
        // `static let navigation: StackNavigationViewStyle = .stack`: a member of the style type
        // its annotation names.
        guard context.bytes.containsBytes(Array("NavigationViewStyle =".utf8)) else { return found }
        for token in context.tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
            guard let initializer = token.parent?.as(InitializerClauseSyntax.self),
                  let binding = initializer.parent?.as(PatternBindingSyntax.self),
                  binding.typeAnnotation?.type.trimmedDescription.hasSuffix("NavigationViewStyle") == true,
                  let member = initializer.value.as(MemberAccessExprSyntax.self), member.base == nil,
                  let kind = NavigationViewStyleKind(factName: member.declName.baseName.text) else { continue }
            record(kind, member)
        }
        return found
    }

    /// `Owner.name` of the static property whose value `call` is: its initializer, or the one
    /// statement of its getter; nil for anything else.
    private static func staticConstant(holding value: Syntax) -> (String, VariableDeclSyntax)? {
        var node = value.parent
        while let current = node, !current.is(DeclSyntax.self) { node = current.parent }
        guard let variable = node?.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let isValue: Bool
        if let initial = binding.initializer?.value {
            isValue = Syntax(initial).id == value.id
        } else if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1 {
            isValue = statements.first?.item.id == value.id
                || statements.first?.item.as(ReturnStmtSyntax.self)?.expression.map(Syntax.init)?.id == value.id
        } else {
            isValue = false
        }
        guard isValue, let owner = typePath(around: Syntax(variable)) else { return nil }
        return (owner + "." + name, variable)
    }

    /// The dotted names of the types around `node`, outermost first (`Reader.Look`), as
    /// `Reader.Look.navigation` names a constant of the nested `Look`; nil outside any.
    static func typePath(around node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let named = ancestor.asProtocol(NamedDeclSyntax.self), ancestor.is(StructDeclSyntax.self) || ancestor.is(EnumDeclSyntax.self)
                || ancestor.is(ClassDeclSyntax.self) || ancestor.is(ActorDeclSyntax.self) {
                names.insert(named.name.text, at: 0)
            } else if let extended = ancestor.as(ExtensionDeclSyntax.self) {
                names.insert(extended.extendedType.trimmedDescription, at: 0)
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The file's own modifiers that set a navigation view style: a function of an extension of
    /// `View`, or a `ViewModifier` type, whose code applies `navigationViewStyle`.
    private func styleModifiers() -> [String: StyleFact] {
        var found: [String: StyleFact] = [:]
        // The modifiers with a style under a condition (`if isPhone { navigationViewStyle(.stack)
        // } else { self }`): where no branch styles, the navigation view keeps its default style.
        var conditional = Set<String>()
        for style in calls(named: "navigationViewStyle") {
            // A style written on the modifier's own navigation view (`NavigationView { self }
            // .navigationViewStyle(.stack)`) styles that view only, and goes with it.
            if style.chainRoot.calleeTypeName == "NavigationView" { continue }
            let kind = NavigationViewStyleKind(modifier: style).map(\.factName) ?? "runtime"
            let at = context.converter.location(for: style.positionAfterSkippingLeadingTrivia)
            let fact = StyleFact(offset: style.positionAfterSkippingLeadingTrivia.utf8Offset, line: at.line, column: at.column, kind: kind)
            guard let owner = Self.ownModifierName(around: style) else { continue }
            if Self.isUnderCondition(style) { conditional.insert(owner) }
            // Several styles in one modifier (`if isPhone { navigationViewStyle(.stack) } else
            // { navigationViewStyle(.automatic) }`): which one applies is chosen at runtime.
            // Between the stack and the default style only, a navigation view of one child
            // becomes a stack under either (`StyleFact.stackOrAutomatic`).
            if let earlier = found[owner] {
                if earlier.kind != fact.kind {
                    let either: Set = ["stack", "automatic", StyleFact.stackOrAutomatic]
                    found[owner]?.kind = either.contains(earlier.kind) && either.contains(fact.kind) ? StyleFact.stackOrAutomatic : "runtime"
                }
            } else {
                found[owner] = fact
            }
        }
        // One style under a condition: that style or the default one, as the condition picks
        // (every branch may name it; a conditional style reads as one chosen with the default).
        for owner in conditional {
            guard let kind = found[owner]?.kind else { continue }
            if ["stack", "columns", "automatic"].contains(kind) { found[owner]?.aloneUnderCondition = kind }
            switch kind {
            case "stack": found[owner]?.kind = StyleFact.stackOrAutomatic
            case "columns": found[owner]?.kind = "runtime"
            default: break
            }
        }
        guard !found.isEmpty else { return found }
        // A modifier of the file that applies one of those (`func brand() -> some View {
        // brandNavigationStyle().tint(.red) }`) sets its style too.
        let applying = modifiersApplying(Set(found.keys))
        for (name, applied) in applying.sorted(by: { $0.key < $1.key }) where found[name] == nil {
            if let style = applied.compactMap({ found[$0] }).first { found[name] = style }
        }
        return found
    }

    /// The file's own modifiers (`View` extension functions and `ViewModifier` types) that apply,
    /// directly or through others of the file, one of `names`: each with the ones it applies.
    private func modifiersApplying(_ names: Set<String>) -> [String: [String]] {
        var declarations: [(name: String, decl: DeclSyntax)] = []
        for item in context.tree.statements {
            if let owner = item.item.as(ExtensionDeclSyntax.self), owner.extendedType.trimmedText == "View" {
                for member in owner.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) { declarations.append((function.name.text, DeclSyntax(function))) }
                }
            } else if let type = item.item.as(StructDeclSyntax.self),
                      type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "ViewModifier" }) == true {
                declarations.append((type.name.text, DeclSyntax(type)))
            }
        }
        var found: [String: [String]] = Dictionary(uniqueKeysWithValues: names.map { ($0, [$0]) })
        var grew = true
        while grew {
            grew = false
            for (name, decl) in declarations where found[name] == nil {
                let applied = decl.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    if case .identifier(let text) = token.tokenKind, let through = found[text] { through.first } else { nil }
                }
                if !applied.isEmpty { found[name] = applied; grew = true }
            }
        }
        return found
    }

    /// The file's own modifiers that hide the navigation bar or its back button: a function of
    /// an extension of `View`, or a `ViewModifier` type, whose code does (`FileFacts`).
    private func barHidingModifiers() -> Set<String> {
        var found = Set<String>()
        for name in ["navigationBarHidden", "navigationBarBackButtonHidden", "toolbar"] {
            for call in calls(named: name) where Self.hidesBar(call) {
                if let owner = Self.ownModifierName(around: call) { found.insert(owner) }
            }
        }
        guard !found.isEmpty else { return found }
        // A modifier of the file that applies one of those (`func barless() -> some View {
        // modifier(NoBar()) }`) hides it too.
        return Set(modifiersApplying(found).keys)
    }

    /// `FileFacts.lookModifiers`: functions of the file's `extension View` whose body is one
    /// chain of SwiftUI's own modifiers on `self`, written or implied, or of the file's other
    /// such functions (`func bubble() -> some View { bubble(.white) }`).
    private func lookModifiers() -> Set<String> {
        var bodies: [(name: String, expression: ExprSyntax)] = []
        for item in context.tree.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedText == "View" else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let statements = function.body?.statements,
                      statements.count == 1, let only = statements.first,
                      let expression = only.item.as(ReturnStmtSyntax.self)?.expression ?? only.item.as(ExprSyntax.self) else { continue }
                bodies.append((function.name.text, expression))
            }
        }
        var found = Set<String>()
        var grew = true
        while grew {
            grew = false
            for body in bodies where !found.contains(body.name) && Self.onlyModifiesSelf(body.expression, also: found) {
                found.insert(body.name)
                grew = true
            }
        }
        return found
    }

    /// `self.background(.white).padding()`, or `background(.white).padding()` with `self`
    /// implied: SwiftUI's modifiers only (not `.modifier(...)`, whose type may wrap the view),
    /// or those named in `also`.
    static func onlyModifiesSelf(_ expression: ExprSyntax, also: Set<String> = []) -> Bool {
        func isOwn(_ name: String) -> Bool { also.contains(name) || name != "modifier" && builtInModifierNames.contains(name) }
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self) {
            // `overlay(List { self })` shows the view again, inside a list.
            let handsSelf = (Array(call.arguments.tokens(viewMode: .sourceAccurate))
                + (call.trailingClosure.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []))
                .contains { $0.tokenKind == .keyword(.self) }
            if handsSelf { return false }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return isOwn(reference.baseName.text) }
            guard let access = call.calledExpression.as(MemberAccessExprSyntax.self), isOwn(access.declName.baseName.text),
                  let base = access.base else { return false }
            current = base
        }
        return current.id != expression.id && current.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether a modifier call hides the navigation bar or its back button:
    /// `navigationBarHidden(true)`, `navigationBarBackButtonHidden()`,
    /// `toolbar(.hidden, for: .navigationBar)`.
    static func hidesBar(_ modifier: FunctionCallExprSyntax) -> Bool {
        guard let name = modifier.modifierName ?? modifier.calleeLastName else { return false }
        let first = modifier.arguments.first?.expression.trimmedDescription
        switch name {
        case "navigationBarHidden", "navigationBarBackButtonHidden":
            return first != "false"
        case "toolbar":
            guard modifier.argument(labeled: "for")?.trimmedDescription.contains("navigationBar") == true, let first else { return false }
            return ![".visible", ".automatic"].contains(first)
        default:
            return false
        }
    }

    /// Whether a call sits under an `if`, a `switch` case or a ternary within the function or
    /// type that holds it: a choice made as the app runs. (An `#if os(iOS)` around a style is
    /// the style of that platform's build, read as written.)
    /// So is a style after a `guard` or an early `return` in the same body.
    static func isUnderCondition(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        var previous = Syntax(node)
        while let ancestor = current, !ancestor.is(DeclSyntax.self) {
            switch ancestor.kind {
            case .ifExpr, .switchCase, .ternaryExpr, .unresolvedTernaryExpr: return true
            case .sequenceExpr:
                // Before operators are folded, `phone ? a : b` is a sequence holding `? a :`.
                if ancestor.as(SequenceExprSyntax.self)?.elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) == true { return true }
            case .codeBlockItemList:
                // `guard phone else { return self }` or `if !phone { return ... }` before it.
                let items = ancestor.as(CodeBlockItemListSyntax.self).map(Array.init) ?? []
                for item in items {
                    if item.id == previous.id { break }
                    if item.item.is(GuardStmtSyntax.self) { return true }
                    if item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) { return true }
                }
            default: break
            }
            previous = ancestor
            current = ancestor.parent
        }
        return false
    }

    /// The name of the app's own modifier whose code holds `node`: a function of an extension
    /// of `View`, or a `ViewModifier` struct.
    static func ownModifierName(around node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let ancestor = current {
            // (An extension of `NavigationView` is one too: its functions apply to navigation views.)
            if let function = ancestor.as(FunctionDeclSyntax.self),
               let owner = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
               ["View", "NavigationView"].contains(owner.extendedType.trimmedText) {
                return function.name.text
            }
            if let type = ancestor.as(StructDeclSyntax.self),
               type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "ViewModifier" }) == true {
                return type.name.text
            }
            if ancestor.is(MemberBlockItemSyntax.self), ancestor.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The file's own views and modifiers that show what they are handed inside a navigation
    /// container (`FileFacts.containerWrappers`).
    /// Whether a `.navigationViewStyle(...)` names a value or type of the app's own that the
    /// project may resolve to a style (`Look.navigation`, `PhoneStyle()`).
    private static func styleNamesProjectValue(_ style: FunctionCallExprSyntax) -> Bool {
        guard style.arguments.count == 1, let argument = style.arguments.first?.expression else { return false }
        if let member = argument.as(MemberAccessExprSyntax.self) { return member.base != nil }
        if let made = argument.as(FunctionCallExprSyntax.self), made.arguments.isEmpty, made.trailingClosure == nil,
           let name = made.calleeTypeName, name.first?.isUppercase == true {
            return !builtInTypeNames.contains(name) && NavigationViewStyleKind(typeName: name) == nil
        }
        return false
    }

    private func containerWrappers() -> (migrated: Set<String>, kept: Set<String>, navigationViews: [String: [Int]],
                                         showingClosures: Set<String>, handedClosures: Set<String>) {
        var found = Set<String>()
        // Those whose navigation view shows a closure they are handed besides the content they
        // wrap (`extra()` of `.chrome { ... }`).
        var showingClosures = Set<String>()
        // And all the closures they are handed, shown there or not.
        var handedClosures = Set<String>()
        var navigationViews: [String: [Int]] = [:]
        // A `NavigationView` this file leaves as it is (kept by a comment or an availability
        // check, or refused on its own) is no stack for the links it shows, which then wait.
        let local = ContainerAnalysis.local(self)
        var kept = Set<String>()
        for container in navigationContainerNames.flatMap({ calls(named: $0) }) {
            // Its content: a trailing closure, or one handed as `content:` (`NavigationView(content: content)`).
            guard let closure = container.trailingClosure.map(Syntax.init) ?? container.argument(labeled: "content").map({ Syntax($0.expression) })
            else { continue }
            var isKept = false
            // Refused here for a style only the project resolves (a constant or a type alias
            // declared in another file): neither kept nor migrated as far as this file knows.
            var undecided = false
            if container.calleeTypeName == "NavigationView" {
                let offset = container.positionAfterSkippingLeadingTrivia.utf8Offset
                let keeps = keptRanges.contains { $0.range.contains(offset) && $0.keeps(.navigationView) }
                let site = local.site(of: container)
                let migrated = site.map { (try? $0.decision.get()) != nil } ?? false
                isKept = keeps || !migrated
                if !keeps, !migrated, let styles = site?.attachedStyles, styles.count == 1, Self.styleNamesProjectValue(styles[0]) {
                    isKept = false
                    undecided = true
                }
            }
            // Read only when a wrapper could hand the content in: most containers are in a plain
            // view's body, where no name of the content is asked for.
            var readNames: Set<String>?
            func names() -> Set<String> {
                if let readNames { return readNames }
                let read = Set(closure.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    switch token.tokenKind {
                    case .identifier(let text): return text
                    case .keyword(.self): return "self"
                    default: return nil
                    }
                })
                readNames = read
                return read
            }
            func note(_ name: String) {
                if isKept { kept.insert(name) } else if !undecided { found.insert(name) }
                if container.calleeTypeName == "NavigationView" {
                    navigationViews[name, default: []].append(container.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
            }
            var current = Syntax(container).parent
            while let node = current {
                if let function = node.as(FunctionDeclSyntax.self) {
                    if let owner = function.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
                       owner.extendedType.trimmedText == "View", names().contains("self") {
                        note(function.name.text)
                        for parameter in function.signature.parameterClause.parameters {
                            let key = function.name.text + "." + parameter.firstName.text
                            handedClosures.insert(key)
                            if names().contains((parameter.secondName ?? parameter.firstName).text) { showingClosures.insert(key) }
                        }
                    }
                    // A function of the file's top level whose container shows what a parameter
                    // hands it (`func StackShell(@ViewBuilder content: () -> C) -> some View`).
                    if function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
                       function.signature.parameterClause.parameters.contains(where: { names().contains(($0.secondName ?? $0.firstName).text) }) {
                        note(function.name.text)
                    }
                    // `body(content:)` of a `ViewModifier` is read with its type below.
                    if function.name.text != "body" { break }
                }
                if let type = node.as(StructDeclSyntax.self) {
                    let inherited = type.inheritanceClause?.inheritedTypes.map(\.type.trimmedText) ?? []
                    if inherited.contains("ViewModifier"), names().contains("content") {
                        note(type.name.text)
                        for property in Self.handedProperties(of: type) {
                            handedClosures.insert(type.name.text + "." + property)
                            if names().contains(property) { showingClosures.insert(type.name.text + "." + property) }
                        }
                    } else if inherited.contains("View") {
                        let handed = Self.handedProperties(of: type)
                        if !handed.isEmpty, !names().isDisjoint(with: handed) { note(type.name.text) }
                    }
                    break
                }
                if node.is(MemberBlockItemSyntax.self), node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { break }
                current = node.parent
            }
        }
        // A view that hands what it is given on to one of them (`Pane(main: main)` in the body of
        // `Shell`, whose `main` the caller fills) shows it in that one's navigation view too, and
        // so on out.
        var grew = true
        while grew {
            grew = false
            let wrappers = found.union(kept)
            for call in typeCalls {
                guard let inner = call.calleeTypeName, wrappers.contains(inner),
                      let outer = scope(of: call)?.primary.as(StructDeclSyntax.self), case let name = outer.name.text, name != inner,
                      !found.contains(name), !kept.contains(name),
                      outer.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedText == "View" }) == true
                else { continue }
                let handed = Set(Self.handedProperties(of: outer))
                let passed = call.tokens(viewMode: .sourceAccurate).contains { token in
                    if case .identifier(let text) = token.tokenKind { handed.contains(text) } else { false }
                }
                guard passed else { continue }
                if kept.contains(inner) { kept.insert(name) } else { found.insert(name) }
                navigationViews[name, default: []] += navigationViews[inner] ?? []
                grew = true
            }
        }
        return (found, kept.subtracting(found), navigationViews, showingClosures, handedClosures)
    }

    /// A view's stored properties of a closure type, or of one of its generic parameters: what
    /// its callers hand it to show (`let content: () -> Content`, `let main: Main`).
    /// Whether the selection of a `List(selection: $name)` is one only the list sets: the view's
    /// own `private` `@State` optional, nil at first, which no code of the file writes
    /// (`name = ...`, `&name`) or hands on as another binding. No initial selection and none
    /// set in code is there for a `NavigationView` to activate a tagged link with, so a split
    /// view, whose links open only when clicked, shows the same.
    func selectionSetOnlyByList(_ list: FunctionCallExprSyntax, in scope: ViewScope?) -> Bool {
        guard let argument = list.argument(labeled: "selection")?.expression.as(DeclReferenceExprSyntax.self),
              case let dollar = argument.baseName.text, dollar.hasPrefix("$") else { return false }
        return selectionSetOnly(through: [argument.baseName.id], named: String(dollar.dropFirst()), in: scope)
    }

    /// Whether the view's own `@State` optional `name`, nil at first, is set by nothing but the
    /// bindings `allowed` (its `$name` handed to a list or to links): no code of the file writes
    /// it (`name = ...`, `&name`) or hands it on as another binding, and no caller hands it in:
    /// it is `private`, or `handedIn` says no caller passes its label.
    func selectionSetOnly(through allowed: Set<SyntaxIdentifier>, named name: String, in scope: ViewScope?,
                          handedIn: ((String) -> Bool)? = nil) -> Bool {
        let dollar = "$" + name
        let storage = "_" + name
        guard let scope, let property = scope.properties.first(where: { $0.name == name }), property.attributes == ["State"],
              property.decl.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) })
                || handedIn.map({ !$0(name) }) == true,
              property.type?.hasSuffix("?") == true,
              property.initializer.map({ $0.is(NilLiteralExprSyntax.self) }) ?? true else { return false }
        // A `private` property is read and written only in its type and the type's extensions
        // in this file.
        let typeName = scope.primary.as(StructDeclSyntax.self)?.name.text
        let extensions = context.tree.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
            .filter { typeName != nil && $0.extendedType.trimmedDescription == typeName }
        let tokens = [Syntax(scope.primary)] + extensions.map(Syntax.init)
        for token in tokens.lazy.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            switch token.tokenKind {
            case .dollarIdentifier(dollar), .identifier(dollar):
                if !allowed.contains(token.id) { return false }
            case .identifier(storage):
                // `_selection = State(initialValue: ...)` in an initializer.
                return false
            case .identifier(name):
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                var expression = ExprSyntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                    expression = ExprSyntax(member)
                }
                if expression.parent?.is(InOutExprSyntax.self) == true { return false }
                // `name = ...`, `name += ...`: an operand followed by an assignment.
                if let elements = expression.parent?.as(ExprListSyntax.self),
                   let index = elements.firstIndex(where: { $0.id == expression.id }),
                   case let next = elements.index(after: index), next != elements.endIndex {
                    let following = elements[next]
                    if following.is(AssignmentExprSyntax.self) { return false }
                    if let operation = following.as(BinaryOperatorExprSyntax.self)?.operator.text, operation.hasSuffix("="),
                       !["==", "!=", "<=", ">=", "==="].contains(operation) { return false }
                }
            default:
                continue
            }
        }
        return true
    }

    /// The function of the file's top level whose body holds `node`; nil elsewhere.
    static func topLevelFunction(around node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let ancestor = current {
            if let function = ancestor.as(FunctionDeclSyntax.self) {
                return function.parent?.parent?.parent?.is(SourceFileSyntax.self) == true ? function : nil
            }
            if ancestor.is(DeclSyntax.self), !ancestor.is(IfConfigDeclSyntax.self), !ancestor.is(VariableDeclSyntax.self) { return nil }
            current = ancestor.parent
        }
        return nil
    }

    /// The file's views whose links push a view they are handed (`struct Cell<Detail: View>`
    /// with `let destination: () -> Detail` and `NavigationLink(destination: destination())`):
    /// by type, the handed properties a link's destination reads.
    func linkViewProperties() -> [String: Set<String>] {
        var found: [String: Set<String>] = [:]
        var destinations: [String: [Range<AbsolutePosition>]] = [:]
        var types: [String: StructDeclSyntax] = [:]
        for link in calls(named: "NavigationLink") where link.calleeTypeName == "NavigationLink" {
            guard let scope = scope(of: link), let type = scope.primary.as(StructDeclSyntax.self) else { continue }
            let destination = link.argument(labeled: "destination").map { Syntax($0.expression) }
                ?? (link.argumentLabels.contains("value") ? nil : link.trailingClosure.map(Syntax.init))
            guard let destination else { continue }
            let handed = Set(Self.handedProperties(of: type))
            guard !handed.isEmpty else { continue }
            let read = Set(destination.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let text) = token.tokenKind { text } else { nil }
            })
            let pushed = handed.intersection(read)
            guard !pushed.isEmpty else { continue }
            let name = lastName(scope.name)
            found[name, default: []].formUnion(pushed)
            destinations[name, default: []].append(destination.range)
            types[name] = type
        }
        // A property the view also shows outside its links' destinations (as a label, in the
        // row) is not only pushed.
        for (name, type) in types {
            let ranges = destinations[name] ?? []
            for token in type.memberBlock.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind, found[name]?.contains(text) == true,
                      !ranges.contains(where: { $0.contains(token.position) }),
                      token.parent?.is(DeclReferenceExprSyntax.self) == true,
                      !Self.isInInitializer(token) else { continue }
                found[name]?.remove(text)
            }
            if found[name]?.isEmpty == true { found[name] = nil }
        }
        // The arguments that hand those properties in: an initializer's parameter assigned to
        // one (`init(opening detail: ...) { self.destination = detail }`) by its label (`_` for
        // none), and `{}` where the last parameter hands one and takes a closure (a trailing
        // closure hands it), as the memberwise initializer's last property does.
        for (name, type) in types {
            guard let pushed = found[name] else { continue }
            var labels = pushed
            let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            for initializer in initializers {
                let parameters = Array(initializer.signature.parameterClause.parameters)
                for (index, parameter) in parameters.enumerated() {
                    let local = (parameter.secondName ?? parameter.firstName).text
                    let assigned = initializer.body?.statements.contains { statement in
                        guard let sequence = statement.item.as(SequenceExprSyntax.self) ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self),
                              sequence.elements.count == 3, sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
                              let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
                              target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                              pushed.contains(target.declName.baseName.text) || pushed.contains(String(target.declName.baseName.text.drop { $0 == "_" })) else { return false }
                        // `self.destination = detail`, or `= make()` of a closure parameter.
                        let value = sequence.elements.last?.as(FunctionCallExprSyntax.self).flatMap { call in
                            call.arguments.isEmpty ? call.calledExpression : nil
                        } ?? sequence.elements.last
                        return value?.as(DeclReferenceExprSyntax.self)?.baseName.text == local
                    } ?? false
                    guard assigned else { continue }
                    labels.insert(parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.text)
                    if index == parameters.count - 1, parameter.type.trimmedDescription.contains("->") { labels.insert("{}") }
                }
            }
            if initializers.isEmpty, let last = Self.handedProperties(of: type).last, pushed.contains(last),
               let binding = type.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }).flatMap(\.bindings)
                .first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == last }),
               binding.typeAnnotation?.type.trimmedDescription.contains("->") == true {
                labels.insert("{}")
            }
            found[name] = labels
        }
        return found
    }

    /// Whether `token` is in an `init` of its type.
    private static func isInInitializer(_ token: TokenSyntax) -> Bool {
        var current = token.parent
        while let node = current {
            if node.is(InitializerDeclSyntax.self) { return true }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private static func handedProperties(of type: StructDeclSyntax) -> [String] {
        let generics = Set(type.genericParameterClause?.parameters.map(\.name.text) ?? [])
        return type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .compactMap { binding -> String? in
                guard binding.accessorBlock == nil, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let annotation = binding.typeAnnotation?.type else { return nil }
                let text = annotation.trimmedText
                return text.contains("->") || generics.contains(text) ? name : nil
            }
    }

    /// Capitalised names followed by `(` or `{`, skipping spaces: a scan of the bytes, no parse.
    static let environmentObjectCall = Array(".environmentObject(".utf8)

    /// The view's own selection state, where its links all select through it and it can move
    /// up into the split view that shows the view (`LiftableSelection`).
    static func liftableSelection(of links: [TagSelectionLink], in scope: ViewScope) -> LiftableSelection? {
        guard let name = links.first?.selectionValue, !name.contains("."), links.allSatisfy({ $0.selectionValue == name }),
              let property = scope.properties.first(where: { $0.name == name }) else { return nil }
        // Stored under a key written as a plain string (`@AppStorage("pick")`): the split view
        // reads the same value under the same key, and the sidebar keeps its own.
        if property.attributes == ["AppStorage"], let type = property.type, type.hasSuffix("?"),
           let attribute = property.decl.attributes.first?.as(AttributeSyntax.self),
           case .argumentList(let arguments) = attribute.arguments, arguments.count == 1, let key = arguments.first,
           key.label == nil, let literal = key.expression.as(StringLiteralExprSyntax.self),
           literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }), literal.openingPounds == nil,
           property.decl.bindings.count == 1 {
            return LiftableSelection(name: name, type: type, initial: property.initializer?.trimmedText, parameters: [],
                                     storage: attribute.trimmedText)
        }
        guard property.attributes == ["State"],
              let type = property.type, type.hasSuffix("?"), let members = scope.members,
              // `var a, b: Int` declares two parameters `properties` does not list.
              !members.members.contains(where: { ($0.decl.as(VariableDeclSyntax.self)?.bindings.count ?? 0) > 1 })
        else { return nil }
        let initializers = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            // One initializer of its own, which can take the binding last and set it last.
            guard initializers.count == 1, let labels = extensibleInitializer(initializers[0], for: name) else { return nil }
            return LiftableSelection(name: name, type: type, initial: property.initializer?.trimmedText,
                                     parameters: labels + [name], extendsInitializer: true)
        }
        func has(_ modifier: Keyword, _ property: ViewScope.Property) -> Bool {
            property.decl.modifiers.contains { $0.name.tokenKind == .keyword(modifier) }
        }
        let stored = scope.properties.filter { !has(.static, $0) && !has(.lazy, $0) }
        let others = stored.filter { $0.name != name }
        if others.contains(where: keepsMemberwiseInitializerPrivate) {
            // The memberwise initializer is private: callers made the view with `init()`, so
            // every stored property starts with a value, and an initializer that takes only
            // the binding will do.
            guard others.allSatisfy(startsWithValue) else { return nil }
            return LiftableSelection(name: name, type: type, initial: property.initializer?.trimmedText,
                                     parameters: [name], needsInitializer: true)
        }
        // A `let` with a value is no parameter; every other stored property is one.
        let parameters = stored.filter { $0.decl.bindingSpecifier.tokenKind == .keyword(.var) || $0.initializer == nil }.map(\.name)
        return LiftableSelection(name: name, type: type, initial: property.initializer?.trimmedText, parameters: parameters)
    }

    /// The view's `isActive:` links whose flags are its own `@State` starting `false` (and that
    /// do not become plain links), in order: whether each flag can become a `@Binding` handed
    /// through the view's initializer (the memberwise one, or its one initializer of its own,
    /// extended), each destination reading at most one stored property the view is handed, or
    /// why not (`OwnFlagLink.why`, the first link's saying why for the row).
    static func ownFlagLinks(of links: [IsActiveLink], in scope: ViewScope,
                             structDeclarations: (String) -> Int) -> [OwnFlagLink] {
        // The view's own `@State` flag starting `false` (`$flag` or `$flag.animation()` driving a
        // link): a row of that shape that navmigrate cannot lift says why.
        func ownFalseFlag(_ name: String) -> Bool {
            guard let flag = scope.properties.first(where: { $0.name == name }), flag.attributes == ["State"],
                  flag.type == nil || flag.type == "Bool" else { return false }
            return flag.initializer?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
        func wrappedFlagName(_ link: IsActiveLink) -> String? {
            var base = link.binding
            while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let inner = member.base {
                base = inner
            }
            guard base.id != link.binding.id, let reference = base.as(DeclReferenceExprSyntax.self),
                  reference.baseName.text.hasPrefix("$") else { return nil }
            return String(reference.baseName.text.dropFirst())
        }
        func offset(_ link: IsActiveLink) -> Int { link.call.positionAfterSkippingLeadingTrivia.utf8Offset }
        guard let declaration = scope.primary.as(StructDeclSyntax.self), links.allSatisfy({ $0.opaqueReason == nil }) else { return [] }
        // A visible link whose flag nothing else uses becomes a plain link, in any row.
        let lifted = links.filter { link in
            link.projectedFlagName.map(ownFalseFlag) == true && !IsPresentedFallback.becomesPlainLink(link, in: scope)
        }
        let wrapped = links.filter { wrappedFlagName($0).map(ownFalseFlag) == true }
        guard let first = lifted.first ?? wrapped.first else { return [] }
        func refusedRow(_ why: String) -> [OwnFlagLink] {
            [OwnFlagLink(offset: offset(first), flag: first.projectedFlagName ?? wrappedFlagName(first) ?? "", parameters: [], why: why)]
        }
        if let generics = declaration.genericParameterClause {
            return refusedRow("`\(scope.typeName)` is generic (`\(generics.trimmedText)`), and the view that shows the rows would have to declare the flag for one of its types")
        }
        if let link = wrapped.first, let name = wrappedFlagName(link) {
            return [OwnFlagLink(offset: offset(link), flag: name, parameters: [],
                                why: "the link is driven by `\(link.binding.trimmedText)`, not by `$\(name)` itself, and navmigrate moves up only a flag handed to the link as it is")]
        }
        // Every link of the row moves up with the others, or none does.
        if let other = links.first(where: { link in !lifted.contains { $0.call.id == link.call.id } && !IsPresentedFallback.becomesPlainLink(link, in: scope) }) {
            return refusedRow("`\(scope.typeName)` has \(links.count) `isActive:` links, and the one driven by `\(other.binding.trimmedText)` has no `@State` flag of the view's own starting `false` that could move up with the others")
        }
        var seenFlags = Set<String>()
        if let shared = lifted.first(where: { !seenFlags.insert($0.projectedFlagName ?? "").inserted }) {
            return refusedRow("two of `\(scope.typeName)`'s links are driven by one flag, `\(shared.projectedFlagName ?? "")`, which navmigrate would have to move up as two; migrate them by hand")
        }
        guard let members = scope.members else { return [] }
        let flags = lifted.compactMap(\.projectedFlagName)
        if members.members.contains(where: { ($0.decl.as(VariableDeclSyntax.self)?.bindings.count ?? 0) > 1 }) {
            return refusedRow("`\(scope.typeName)` declares several properties in one `var`, which navmigrate does not hand a binding past")
        }
        func has(_ modifier: Keyword, _ property: ViewScope.Property) -> Bool {
            property.decl.modifiers.contains { $0.name.tokenKind == .keyword(modifier) }
        }
        let stored = scope.properties.filter { !has(.static, $0) && !has(.lazy, $0) }
        // An initializer in an extension leaves the memberwise one in place, and would not set
        // the binding.
        let extensions = scope.decls.filter { $0.id != scope.primary.id }
        if extensions.contains(where: { decl in
            decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? false
        }) {
            return refusedRow("`\(scope.typeName)` has an initializer of its own in an extension, which would have to take the flag's binding")
        }
        let initializers = members.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        var parameters: [String]
        var extendsInitializer = false
        if let initializer = initializers.first {
            // One initializer of its own, which can take the bindings last and set them first.
            guard initializers.count == 1 else {
                return refusedRow("`\(scope.typeName)` has \(initializers.count) initializers of its own, and navmigrate adds the flag's binding to a view's only one")
            }
            var labels: [String]?
            for flag in flags {
                labels = extensibleInitializer(initializer, for: flag)
                if labels == nil { break }
            }
            guard let labels else {
                return refusedRow("`\(scope.typeName)`'s initializer cannot take the flag's binding as its last parameter and set it first: it is failable, empty or returns early, uses the flag, or has a parameter of its name")
            }
            parameters = labels + flags
            extendsInitializer = true
        } else {
            if let other = stored.first(where: { !flags.contains($0.name) && keepsMemberwiseInitializerPrivate($0) }) {
                return refusedRow("`\(other.name)` is private and keeps `\(scope.typeName)`'s memberwise initializer private, so the views that show it could not hand it the flag")
            }
            parameters = stored.filter { $0.decl.bindingSpecifier.tokenKind == .keyword(.var) || $0.initializer == nil }.map(\.name)
        }
        // Declared once in its file: `#if os(iOS) struct Row ... #else struct Row ...` gives the
        // index one, and the other platform's would not take the binding.
        let simpleName = declaration.name.text
        if structDeclarations(simpleName) > 1 {
            return refusedRow("this file declares `\(simpleName)` more than once (each platform its own), and only one of them would take the flag's binding")
        }
        return lifted.map { link in
            ownFlagLink(link, flag: link.projectedFlagName ?? "", parameters: parameters, extendsInitializer: extendsInitializer,
                        stored: stored, in: scope)
        }
    }

    /// One link of `ownFlagLinks(of:in:structDeclarations:)`, whose row may take its flag's
    /// binding: what its destination reads, and whether it can move up.
    private static func ownFlagLink(_ link: IsActiveLink, flag name: String, parameters: [String], extendsInitializer: Bool,
                                    stored: [ViewScope.Property], in scope: ViewScope) -> OwnFlagLink {
        var found = OwnFlagLink(offset: link.call.positionAfterSkippingLeadingTrivia.utf8Offset, flag: name, parameters: parameters)
        found.extendsInitializer = extendsInitializer
        let destination = link.destinationNode
        // The names the destination reads (not argument labels, members or key paths), and
        // those it binds itself (its closures' parameters, its `let`s).
        var needed = Set<String>()
        var boundInside = Set<String>()
        for token in destination.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind else { continue }
            if let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id {
                let isMember = reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false
                // `self.item` reads the view's `item`, written `item` where it moves up.
                if !isMember || Self.isSelfMember(reference) { needed.insert(text) }
            } else if token.parent?.is(IdentifierPatternSyntax.self) == true || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                        || token.parent?.is(ClosureParameterSyntax.self) == true {
                boundInside.insert(text)
            }
        }
        // `self.book` beside a closure that binds `book` would read the closure's once written `book`.
        let selfMembers = Set(destination.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.tokenKind == .keyword(.self), let access = Self.selfMemberBase(token) else { return nil }
            return access.declName.baseName.text
        })
        let shadowed = selfMembers.intersection(boundInside).sorted().first
        needed.subtract(boundInside)
        found.destinationNames = needed.sorted()
        func refused(_ why: String) -> OwnFlagLink {
            var refused = found
            refused.why = why
            return refused
        }
        if let shadowed {
            return refused("the link's destination reads `self.\(shadowed)` and also binds a `\(shadowed)` of its own, which `\(shadowed)` would mean once it moves up without `self.`")
        }
        // Data a modifier around the link hands the views inside it through the environment
        // reaches the destination there, and would not where it moves up.
        var previous = Syntax(link.call)
        var current = previous.parent
        while let node = current, node.id != scope.primary.id {
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.id == previous.id,
               let modifier = call.modifierName, ["environmentObject", "environment", "modelContainer"].contains(modifier) {
                return refused("the link sits inside `.\(modifier)(...)` in `\(scope.typeName)`, which hands its destination data through the environment that it would no longer get where it moves up")
            }
            previous = node
            current = node.parent
        }
        if destination.tokens(viewMode: .sourceAccurate).contains(where: { token in
            // `\.self` names each element, not the view; `self.item` reads a member, as `item` does.
            [.keyword(.self), .keyword(.Self)].contains(token.tokenKind) && !(token.parent?.parent?.is(KeyPathPropertyComponentSyntax.self) ?? false)
                && !(token.tokenKind == .keyword(.self) && Self.selfMemberBase(token) != nil)
        }) {
            return refused("the link's destination uses `self`, which means `\(scope.typeName)` here and another view there")
        }
        // The flag is written only as itself: `_flag.wrappedValue` would keep writing a Bool.
        if scope.identifiersInUse.contains("_" + name) {
            return refused("`\(scope.typeName)` uses `_\(name)`, the flag's storage, which navmigrate does not rewrite")
        }
        let own = SelectionHoist.memberNames(of: scope).union(scope.helpers.declarations.keys)
        if let projected = needed.filter({ $0.hasPrefix("$") && own.contains(String($0.dropFirst())) }).sorted().first {
            return refused("the link's destination uses `\(projected)`, a binding of `\(scope.typeName)`'s, which the view that shows the rows does not have")
        }
        let used = needed.intersection(own)
        if let local = needed.subtracting(own).intersection(scope.localBindingNames).sorted().first {
            return refused("the link's destination uses `\(local)`, a name declared inside `\(scope.typeName)`'s code, which the view that shows the rows does not have")
        }
        // Names the view finds in the types around it (`Catalog.Product` named `Product` inside
        // `enum Catalog`) mean nothing in another view.
        let enclosing = Self.namesDeclared(around: Syntax(scope.primary))
        guard let element = used.sorted().first else {
            if let name = needed.intersection(enclosing).sorted().first {
                return refused("the link's destination uses `\(name)`, which `\(scope.typeName)` finds in the type it is declared in, and the view that shows the rows would not")
            }
            return found
        }
        guard used.count == 1 else {
            return refused("the link's destination uses \(used.count) of `\(scope.typeName)`'s members (`\(used.sorted().joined(separator: "`, `"))`), and navmigrate moves up a flag that carries one stored property")
        }
        // Handed to the memberwise initializer, or set by the view's own (a copy of the value
        // the row holds either way).
        guard let property = stored.first(where: { $0.name == element }), element != name,
              extendsInitializer || parameters.contains(element) else {
            return refused("the link's destination uses `\(element)`, a member of `\(scope.typeName)` that is not a stored property the views that show it hand it")
        }
        guard property.attributes.isEmpty else {
            return refused("the link's destination uses `\(element)`, which is `@\(property.attributes[0])`, not a plain value the flag could carry")
        }
        guard let type = property.type else {
            return refused("the link's destination uses `\(element)`, whose type is not written, so the flag's type cannot be")
        }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") || type.contains("->") || type.hasPrefix("some ") {
            return refused("the link's destination uses `\(element)`, of type `\(type)`, which an optional flag cannot carry as it is")
        }
        let typeNames = Set(type.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
        if let name = needed.subtracting([element]).union(typeNames).intersection(enclosing).sorted().first {
            return refused("the link's destination or `\(element)`'s type uses `\(name)`, which `\(scope.typeName)` finds in the type it is declared in, and the view that shows the rows would not")
        }
        found.element = element
        found.elementType = type
        return found
    }

    /// Whether `reference` is the member of `self.member`.
    static func isSelfMember(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id,
              let base = access.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.tokenKind == .keyword(.self)
    }

    /// The `self.member` whose `self` is `token`, where the member is a plain name.
    static func selfMemberBase(_ token: TokenSyntax) -> MemberAccessExprSyntax? {
        guard let base = token.parent?.as(DeclReferenceExprSyntax.self), let access = base.parent?.as(MemberAccessExprSyntax.self),
              access.base?.id == base.id, access.declName.argumentNames == nil,
              case .identifier = access.declName.baseName.tokenKind else { return nil }
        return access
    }

    /// The names `nodes` read (a reference's base name, not a member's or a label), less those
    /// they bind themselves and those declared around `places` up to `limit` (a `ForEach`'s
    /// element, a `let` of the body), sorted.
    static func readNames(in nodes: [Syntax], declaredAround places: [Syntax], upTo limit: some SyntaxProtocol,
                          helpers: ViewHelpers?) -> [String] {
        var read = Set<String>()
        var bound = Set<String>()
        for node in nodes {
            for token in node.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let text) = token.tokenKind else { continue }
                if let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id {
                    let isMember = reference.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id == reference.id } ?? false
                    if !isMember { read.insert(text) }
                } else if token.parent?.is(IdentifierPatternSyntax.self) == true || token.parent?.is(ClosureShorthandParameterSyntax.self) == true
                            || token.parent?.is(ClosureParameterSyntax.self) == true {
                    bound.insert(text)
                } else if let type = token.parent?.as(IdentifierTypeSyntax.self), type.name.id == token.id {
                    read.insert(text)
                }
            }
        }
        for place in places { bound.formUnion(localNames(around: place, upTo: limit, helpers: helpers)) }
        return read.subtracting(bound).sorted()
    }

    /// The names the types around a declaration declare as members (nested types, properties,
    /// functions, enum cases): names code inside it finds there, which code elsewhere would not.
    static func namesDeclared(around declaration: Syntax) -> Set<String> {
        var names = Set<String>()
        var ancestor = declaration.parent
        while let node = ancestor {
            if let group = node.asProtocol(DeclGroupSyntax.self) {
                names.formUnion(SelectionHoist.nestedTypeNames(DeclSyntax(group)))
                for member in group.memberBlock.members {
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings { names.formUnion(patternNames(binding.pattern)) }
                    } else if let function = member.decl.as(FunctionDeclSyntax.self) {
                        names.insert(function.name.text)
                    } else if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
                        names.formUnion(cases.elements.map(\.name.text))
                    }
                }
            }
            ancestor = node.parent
        }
        return names
    }

    /// The modules a file imports at its top level (`import RayonModule`, `@testable import Kit`).
    static func importedModules(of tree: SourceFileSyntax) -> [String] {
        tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text }
    }

    /// The file's imports at its top level, as written, and its `#if` blocks that hold only
    /// imports, each once.
    static func importFacts(of tree: SourceFileSyntax) -> [ImportFact] {
        var found: [ImportFact] = []
        for statement in tree.statements {
            if let decl = statement.item.as(ImportDeclSyntax.self), let module = decl.path.first?.name.text {
                found.append(ImportFact(module: module, text: decl.trimmedText))
            } else if let block = statement.item.as(IfConfigDeclSyntax.self) {
                let imports = block.clauses.flatMap { clause -> [ImportDeclSyntax] in
                    guard case .statements(let items) = clause.elements else { return [] }
                    return items.compactMap { $0.item.as(ImportDeclSyntax.self) }
                }
                let holdsOnlyImports = block.clauses.allSatisfy { clause in
                    guard let elements = clause.elements else { return true }
                    guard case .statements(let items) = elements else { return false }
                    return items.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
                }
                guard holdsOnlyImports, !imports.isEmpty else { continue }
                let modules = imports.compactMap { $0.path.first?.name.text }
                found.append(ImportFact(module: modules.joined(separator: ", "), text: block.trimmedText, isBlock: true))
            }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.text).inserted }
    }

    /// The argument labels of a view's own initializer (`_` for none) when it can take the
    /// selection's binding as its last parameter and set it first: not failable,
    /// a body that is not empty, says nothing of `name` or `_name` and never returns early, and
    /// no parameter of that name already.
    static func extensibleInitializer(_ initializer: InitializerDeclSyntax, for name: String) -> [String]? {
        guard initializer.optionalMark == nil, let body = initializer.body, !body.statements.isEmpty else { return nil }
        let parameters = initializer.signature.parameterClause.parameters
        guard parameters.last?.trailingComma == nil,
              !parameters.contains(where: { $0.firstName.text == name || $0.secondName?.text == name }),
              !body.tokens(viewMode: .sourceAccurate).contains(where: { token in
                  token.tokenKind == .keyword(.return) || token.text == name || token.text == "_" + name
              })
        else { return nil }
        return parameters.map(\.firstName.text)
    }

    /// Whether a stored property makes a struct's memberwise initializer private (checked with
    /// Swift 6.3): a `private` or `fileprivate` one that is a parameter of it with no wrapper (a
    /// `var`, or a `let` with no value), or wrapped with nothing to start from (no value, no
    /// arguments, not optional, a wrapper that cannot make itself: `@Binding private var x:
    /// Int`). A private `@State var x = false` or `x: Item?`, `@Environment(\.dismiss) private
    /// var`, `@EnvironmentObject private var` or `private let k = 1` does not.
    static func keepsMemberwiseInitializerPrivate(_ property: ViewScope.Property) -> Bool {
        let modifiers = property.decl.modifiers.map(\.name.tokenKind)
        guard modifiers.contains(.keyword(.private)) || modifiers.contains(.keyword(.fileprivate)) else { return false }
        if property.attributes.isEmpty {
            return property.decl.bindingSpecifier.tokenKind == .keyword(.var) || property.initializer == nil
        }
        // A value written, or `nil` for an optional (`@State private var picked: Item?`).
        if property.initializer != nil || property.type?.hasSuffix("?") == true { return false }
        let attributes = property.decl.attributes.compactMap { $0.as(AttributeSyntax.self) }
        if attributes.contains(where: { $0.arguments != nil }) { return false }
        // SwiftUI's wrappers that take the value they wrap (`init(wrappedValue:)`) make the
        // initializer take it; any other (`@EnvironmentObject`, `@FocusState`, a dependency
        // injector's `@Injected`, made with `init()`) makes its own, and the initializer leaves
        // the property out.
        let takingValue: Set<String> = ["State", "StateObject", "ObservedObject", "Binding", "Published", "GestureState",
                                         "ScaledMetric", "Bindable"]
        return property.attributes.contains { takingValue.contains(lastName($0)) }
    }

    /// Whether a stored property has a value before any initializer runs: written (`= 0`), an
    /// optional `var` (`nil`), or a wrapper that reads its value from elsewhere
    /// (`@Environment(\.dismiss)`, `@EnvironmentObject`, `@FetchRequest(...)`).
    static func startsWithValue(_ property: ViewScope.Property) -> Bool {
        if property.initializer != nil { return true }
        if property.decl.bindingSpecifier.tokenKind == .keyword(.var), property.type?.hasSuffix("?") == true { return true }
        let reading: Set<String> = ["Environment", "EnvironmentObject", "Namespace", "FocusState", "AccessibilityFocusState",
                                    "FetchRequest", "SectionedFetchRequest", "Query"]
        return property.attributes.contains(where: reading.contains)
    }

    /// How many times `needle` occurs in `bytes[start..<end]`.
    static func occurrences(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        guard let first = needle.first, end - start >= needle.count else { return 0 }
        var count = 0
        var index = start
        while index <= end - needle.count {
            if bytes[index] == first, bytes[index..<index + needle.count].elementsEqual(needle) {
                count += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }

    /// The camel-cased names starting with a lower-case letter written after `struct `
    /// (`struct iPadRow`): the file's own types named so, found without a parse.
    static func lowerCaseStructNames(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        for offset in bytes.offsets(of: structWord) {
            guard offset == 0 || !isIdentifierByte(bytes[offset - 1]) else { continue }
            var end = offset + structWord.count
            let start = end
            while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
            guard end > start, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start]),
                  bytes[start..<end].contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { continue }
            found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
        }
        return found
    }

    private static let structWord = Array("struct ".utf8)
    private static let hostingControllerWord = Array("HostingController<".utf8)

    static func typeMentions(in bytes: [UInt8]) -> [String: [Int]] {
        scanNames(in: bytes).mentions
    }
}

extension FileIndex {
    /// The names written after `struct`, `class`, `enum` or `actor`: the types a file declares,
    /// by a scan of the bytes, no parse. (`class func` and the like are not declarations.)
    static func declaredTypeNames(in bytes: [UInt8]) -> Set<String> {
        scanNames(in: bytes).declares
    }

    /// Both scans in one pass over the bytes, for a file no rule has work in. Mentions of
    /// SwiftUI's names are left out but for those in `keeping` (the project's own types); names
    /// that start with a lower-case letter count only when `lowerCase` (the project's types
    /// named so) holds them.
    static func scanNames(in bytes: [UInt8], keeping own: Set<String> = [],
                          lowerCase: Set<String> = []) -> (mentions: [String: [Int]], declares: Set<String>) {
        let lowerCaseBytes = lowerCase.map { Array($0.utf8) }
        var mentions: [String: [Int]] = [:]
        var declares = Set<String>()
        // Every file of a run is scanned (those with no navigation only so): read through a
        // buffer pointer, with a table for what a name is made of.
        bytes.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            let isName = identifierByteTable
            var index = 0
            while index < count {
                // Words are compared as bytes; only a name that counts becomes a string.
                guard isName[Int(bytes[index])], index == 0 || !isName[Int(bytes[index - 1])] else {
                    index += 1
                    continue
                }
                let start = index
                var end = index
                while end < count, isName[Int(bytes[end])] { end += 1 }
                index = end
                let first = bytes[start]
                if first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    var next = end
                    while next < count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                    // `Name(`, `Name {`, or `Name.init` handed on uncalled.
                    let suffix = Self.initializerSuffix
                    let handsInitializer = end + suffix.count <= count && bytes[end] == UInt8(ascii: ".")
                        && bytes[end..<(end + suffix.count)].elementsEqual(suffix)
                        && (end + suffix.count == count || !isName[Int(bytes[end + suffix.count])])
                    // `Name.self` handed to a dependency container, `: Name =` a value it makes
                    // (`IndexWalk.resolvedValues`).
                    let metatype = Self.metatypeSuffix
                    let handsMetatype = end + metatype.count <= count && bytes[end] == UInt8(ascii: ".")
                        && bytes[end..<(end + metatype.count)].elementsEqual(metatype)
                        && (end + metatype.count == count || !isName[Int(bytes[end + metatype.count])])
                    var afterType = next
                    if afterType < count, bytes[afterType] == UInt8(ascii: "?") || bytes[afterType] == UInt8(ascii: "!") { afterType += 1 }
                    while afterType < count, bytes[afterType] == UInt8(ascii: " ") { afterType += 1 }
                    // Or `let tab: Tab` at the end of its line: a value the view is handed, whose
                    // members it may show (`tab.view()`).
                    let annotates = start >= 2 && bytes[start - 1] == UInt8(ascii: " ") && bytes[start - 2] == UInt8(ascii: ":")
                        && afterType < count && (bytes[afterType] == UInt8(ascii: "=")
                            && (afterType + 1 == count || bytes[afterType + 1] != UInt8(ascii: "="))
                            || bytes[afterType] == UInt8(ascii: "\n") || bytes[afterType] == UInt8(ascii: "\r"))
                    // `Name<Int>(`: a generic type made with its arguments written out.
                    var afterArguments = end
                    if end < count, bytes[end] == UInt8(ascii: "<") {
                        var depth = 0
                        var cursor = end
                        while cursor < count, cursor - end < 80 {
                            let byte = bytes[cursor]
                            if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") {
                                depth -= 1
                                if depth == 0 { afterArguments = cursor + 1; break }
                            } else if !(isName[Int(byte)] || byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".")
                                        || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")) {
                                break
                            }
                            cursor += 1
                        }
                    }
                    let madeGeneric = afterArguments > end && afterArguments < count && bytes[afterArguments] == UInt8(ascii: "(")
                    // `: Box<[Int]>? =`: an annotation with generic arguments.
                    var afterGenericType = afterArguments
                    if afterArguments > end {
                        if afterGenericType < count, bytes[afterGenericType] == UInt8(ascii: "?") || bytes[afterGenericType] == UInt8(ascii: "!") {
                            afterGenericType += 1
                        }
                        while afterGenericType < count, bytes[afterGenericType] == UInt8(ascii: " ") { afterGenericType += 1 }
                    }
                    let annotatesGeneric = afterArguments > end && start >= 2 && bytes[start - 1] == UInt8(ascii: " ")
                        && bytes[start - 2] == UInt8(ascii: ":") && afterGenericType < count && bytes[afterGenericType] == UInt8(ascii: "=")
                        && (afterGenericType + 1 == count || bytes[afterGenericType + 1] != UInt8(ascii: "="))
                    // `container.resolve(Any.self) as! Name`: a cast names what the value is.
                    let castTo = [Self.forcedCast, Self.optionalCast].contains { cast in
                        start >= cast.count && bytes[(start - cast.count)..<start].elementsEqual(cast)
                    }
                    // `Page.licenses.view`: a static member or case of the type, whose members may
                    // make a view (`ProjectGraph.madePlaces`).
                    let readsStatic = end + 1 < count && bytes[end] == UInt8(ascii: ".")
                        && bytes[end + 1] >= UInt8(ascii: "a") && bytes[end + 1] <= UInt8(ascii: "z")
                    if handsInitializer || handsMetatype || annotates || annotatesGeneric || madeGeneric || castTo || readsStatic
                        || (next < count && (bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{"))) {
                        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        if !isBuiltInTypeName(name, shadowedBy: own) { mentions[name, default: []].append(start) }
                    }
                    continue
                }
                if !lowerCaseBytes.isEmpty, lowerCaseBytes.contains(where: { bytes[start..<end].elementsEqual($0) }) {
                    var next = end
                    while next < count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                    if next < count && (bytes[next] == UInt8(ascii: "(") || bytes[next] == UInt8(ascii: "{")) {
                        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        mentions[name, default: []].append(start)
                    }
                }
                // `struct`, `class`, `enum`, `actor`: four to six lower-case letters.
                let length = end - start
                guard length >= 4, length <= 6,
                      Self.declarationKeywords.contains(where: { $0.count == length && bytes[start..<end].elementsEqual($0) }) else {
                    continue
                }
                var next = end
                while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                var nameEnd = next
                while nameEnd < count, isName[Int(bytes[nameEnd])] { nameEnd += 1 }
                guard next > end, nameEnd > next, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next]) else { continue }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[next..<nameEnd]), as: UTF8.self)
                if !Self.notDeclaredNames.contains(name) { declares.insert(name) }
            }
        }
        return (mentions, declares)
    }

    /// Words after `class` (and the like) that name no type: `class func`, `class var`.
    private static let notDeclaredNames: Set<String> = ["func", "var", "let", "subscript", "init", "override", "final", "private",
                                                        "fileprivate", "public", "internal", "open", "static", "protocol"]

    /// `protocol Name: A, SwiftUI.B` as `Name: [A, B]`, for every protocol declared with an
    /// inheritance list, read from the bytes (a file with no navigation is not parsed).
    static func protocolInheritance(in bytes: [UInt8]) -> [String: [String]] {
        var found = typeAliases(in: bytes)
        for (name, after) in declarationHeads(protocolKeyword, before: UInt8(ascii: ":"), in: bytes) {
            var words = ByteWords(bytes: bytes, index: after)
            var inherited: [String] = []
            // The list runs to the body's `{` or a `where` clause, across lines.
            while words.index < bytes.count, bytes[words.index] != UInt8(ascii: "{") {
                if isIdentifierByte(bytes[words.index]) {
                    guard let next = words.word(), next != "where" else { break }
                    inherited.append(next)
                } else {
                    words.index += 1
                }
            }
            if !inherited.isEmpty { found[name, default: []] += inherited.filter { $0 != "SwiftUI" } }
        }
        return found
    }

    /// `typealias PlatformRepresentable = UIViewControllerRepresentable` (or `A & B`): the alias
    /// stands for what it names, as a protocol that inherits it would. The branches of an `#if`
    /// that alias one name to each platform's protocol add up.
    private static func typeAliases(in bytes: [UInt8]) -> [String: [String]] {
        var found: [String: [String]] = [:]
        for (name, after) in declarationHeads(typeAliasKeyword, before: UInt8(ascii: "="), in: bytes) {
            var words = ByteWords(bytes: bytes, index: after)
            // Names joined by `&` (or qualified by `SwiftUI.`), to the end of the line; a
            // generic or any other type is not a protocol list.
            var named: [String] = []
            var isList = true
            while words.index < bytes.count, !isLineBreakByte(bytes[words.index]), bytes[words.index] != UInt8(ascii: ";") {
                let byte = bytes[words.index]
                if isIdentifierByte(byte) {
                    named.append(words.word()!)
                } else if [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "&"), UInt8(ascii: ".")].contains(byte) {
                    words.index += 1
                } else {
                    isList = byte == UInt8(ascii: "/")
                    break
                }
            }
            let inherited = named.filter { $0 != "SwiftUI" }
            if isList, !inherited.isEmpty { found[name, default: []] += inherited }
        }
        return found
    }

    /// For each `keyword Name <separator>` in the bytes (`protocol Screen:`), the name and the
    /// offset just after the separator.
    private static func declarationHeads(_ keyword: [UInt8], before separator: UInt8, in bytes: [UInt8]) -> [(name: String, after: Int)] {
        namesAfter(keyword, in: bytes).compactMap { name, words in
            var words = words
            words.skipSpaces()
            guard words.index < bytes.count, bytes[words.index] == separator else { return nil }
            return (name, words.index + 1)
        }
    }

    /// The name after each `keyword` that stands as a word followed by a space, with the
    /// reading position just after the name.
    private static func namesAfter(_ keyword: [UInt8], in bytes: [UInt8]) -> [(name: String, words: ByteWords)] {
        guard bytes.containsBytes(keyword) else { return [] }
        var found: [(name: String, words: ByteWords)] = []
        for start in bytes.offsets(of: keyword) {
            let end = start + keyword.count
            guard start == 0 || !isIdentifierByte(bytes[start - 1]), end < bytes.count, bytes[end] == UInt8(ascii: " ") else { continue }
            var words = ByteWords(bytes: bytes, index: end)
            words.skipSpaces()
            guard let name = words.word() else { continue }
            found.append((name, words))
        }
        return found
    }

    /// `TypeFacts.bodyColumns`: the views the type's `body` builds at its top level (through a
    /// `Group`, and the `@ViewBuilder` members it shows), where they are several. Hidden links
    /// written beside the view they serve (`NavigationLink(...) { EmptyView() }` as statements
    /// of `body`) are not counted: they draw nothing, and apps wrote them so in views that were
    /// one screen.
    static func bodyColumns(of scope: ViewScope, in context: FileContext) -> BodyColumns? {
        for decl in scope.decls {
            guard let members = decl.asProtocol(DeclGroupSyntax.self)?.memberBlock.members else { continue }
            for member in members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                      let binding = variable.bindings.first,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
                      case .getter(let statements)? = binding.accessorBlock?.accessors else { continue }
                guard case .success(let children) = NavigationViewChildren.count(statements) else { return nil }
                let drawn = zip(children.items, children.widths).reduce(0) { $0 + (isHiddenLink($1.0) ? 0 : $1.1) }
                guard drawn > 1 else { return nil }
                let at = context.converter.location(for: binding.pattern.positionAfterSkippingLeadingTrivia)
                return BodyColumns(count: children.count, line: at.line, column: at.column)
            }
        }
        return nil
    }

    /// A statement that is a link drawing nothing (`NavigationLink(destination: D, isActive: $f)
    /// { EmptyView() }`, `NavigationLink("", destination: D)`), with any modifiers, or an `if`
    /// that shows only such links.
    private static func isHiddenLink(_ statement: CodeBlockItemSyntax) -> Bool {
        if let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
            ?? statement.item.as(IfExprSyntax.self) {
            var branches = [ifExpr.body.statements]
            var next = ifExpr.elseBody.map(Syntax.init)
            while let body = next {
                next = nil
                if let inner = body.as(IfExprSyntax.self) {
                    branches.append(inner.body.statements)
                    next = inner.elseBody.map(Syntax.init)
                } else if let block = body.as(CodeBlockSyntax.self) {
                    branches.append(block.statements)
                }
            }
            return branches.allSatisfy { $0.allSatisfy(isHiddenLink) }
        }
        var expression = statement.item.as(ExprSyntax.self)
        while let call = expression?.as(FunctionCallExprSyntax.self), let base = call.modifierBase { expression = base }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.calleeTypeName == "NavigationLink" else { return false }
        let title = call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
        let label = call.trailingClosure.map(ExprSyntax.init) ?? call.argument(labeled: "label")?.expression
        return IsActiveLink.hasEmptyLabel(title: title, label: label)
    }

    /// What `FileFacts.extensionMemberNames` holds, read from the bytes of a file that is not
    /// parsed: every type the file extends, with each of `ExtensionMention.addedNames` written
    /// anywhere in the file as a whole word (more than its extensions say, never less).
    /// The names the bytes declare functions by (`func inNavigation()`), as a byte search finds
    /// them: `func`, then blanks, then an identifier.
    static func declaredFunctionNames(in bytes: [UInt8]) -> Set<String> {
        var names = Set<String>()
        let keyword = Array("func".utf8)
        for start in bytes.offsets(of: keyword) where start == 0 || !isIdentifierByte(bytes[start - 1]) {
            var index = start + keyword.count
            guard index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") else { continue }
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            let nameStart = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            if index > nameStart { names.insert(String(decoding: bytes[nameStart..<index], as: UTF8.self)) }
        }
        return names
    }

    static func extensionMemberNames(in bytes: [UInt8]) -> [String: Set<String>] {
        guard bytes.containsBytes(extensionKeyword) else { return [:] }
        let written = Set(ExtensionMention.addedNames.filter { name in
            let word = Array(name.utf8)
            return bytes.offsets(of: word).contains { start in
                let end = start + word.count
                return (start == 0 || !isIdentifierByte(bytes[start - 1])) && (end == bytes.count || !isIdentifierByte(bytes[end]))
            }
        })
        guard !written.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        for (first, after) in namesAfter(extensionKeyword, in: bytes) {
            var name = first
            var words = after
            // `extension Mail.Row`: the type as the project names it.
            while words.index < bytes.count, bytes[words.index] == UInt8(ascii: "."), words.index + 1 < bytes.count,
                  isIdentifierByte(bytes[words.index + 1]) {
                words.index += 1
                guard let next = words.word() else { break }
                name += "." + next
            }
            found[name, default: []].formUnion(written)
        }
        return found
    }

    /// Whether the file may declare an environment value the migrated code reads
    /// (`FileFacts.ownEnvironmentValues`): such a file is read for its facts.
    static func mayDeclareOwnEnvironmentValues(_ bytes: [UInt8]) -> Bool {
        bytes.containsBytes(environmentValuesName)
            && ExtensionMention.environmentValuesReadByMigration.contains { bytes.containsBytes(Array($0.utf8)) }
    }

    private static let environmentValuesName = Array("EnvironmentValues".utf8)
    private static let extensionKeyword = Array("extension".utf8)
    private static let protocolKeyword = Array("protocol".utf8)
    private static let typeAliasKeyword = Array("typealias".utf8)
    private static let declarationKeywords: [[UInt8]] = ["struct", "class", "enum", "actor"].map { Array($0.utf8) }
    private static let initializerSuffix = Array(".init".utf8)
    private static let metatypeSuffix = Array(".self".utf8)
    private static let forcedCast = Array("as! ".utf8)
    private static let optionalCast = Array("as? ".utf8)
}

/// A reading position in a file's bytes, for the scans that need no parse.
private struct ByteWords {
    let bytes: [UInt8]
    var index: Int

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    /// The identifier at the position, which moves past it; nil when none starts there.
    mutating func word() -> String? {
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }
}

/// `isIdentifierByte` for every byte value, for the scans that read every file.
private let identifierByteTable: [Bool] = (0...255).map { isIdentifierByte(UInt8($0)) }

private func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
}

/// SwiftUI modifiers that never hold a navigation view or set its style, left out of a use's
/// contexts. Any other name might be an app's own modifier.
let builtInModifierNames: Set<String> = Set<String>([
    "padding", "frame", "font", "foregroundColor", "foregroundStyle", "background", "overlay", "onAppear", "onDisappear",
    "onTapGesture", "onChange", "onReceive", "task", "tag", "id", "disabled", "opacity", "cornerRadius", "clipShape",
    "shadow", "listRowInsets", "listRowBackground", "listStyle", "navigationTitle", "navigationBarTitle",
    "navigationBarTitleDisplayMode", "navigationBarItems", "navigationBarHidden", "toolbar", "environment",
    "environmentObject", "accessibilityLabel", "accessibilityIdentifier", "buttonStyle", "tint", "animation",
    "transition", "edgesIgnoringSafeArea", "ignoresSafeArea", "alert", "confirmationDialog", "refreshable", "searchable",
    "swipeActions", "contextMenu", "tabItem", "badge", "lineLimit", "multilineTextAlignment", "bold", "italic",
    "scaledToFit", "scaledToFill", "aspectRatio", "resizable", "imageScale", "labelStyle", "textFieldStyle",
    "pickerStyle", "toggleStyle", "keyboardType", "autocapitalization", "disableAutocorrection", "submitLabel", "onSubmit",
    "focused", "sheet", "fullScreenCover", "popover", "navigationDestination", "hidden", "zIndex", "offset", "position",
    "rotationEffect", "scaleEffect", "blur", "layoutPriority", "fixedSize", "contentShape", "gesture", "simultaneousGesture",
    "onDelete", "onMove", "deleteDisabled", "moveDisabled", "listRowSeparator", "headerProspective", "presentationDetents",
    "tabViewStyle", "indexViewStyle", "accentColor", "border", "mask", "clipped", "allowsHitTesting", "onLongPressGesture",
    "keyboardShortcut", "help", "fontWeight", "minimumScaleFactor", "truncationMode", "lineSpacing", "textCase",
    "preferredColorScheme", "statusBarHidden", "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme",
    "scrollContentBackground", "scrollIndicators", "scrollDismissesKeyboard", "interactiveDismissDisabled",
    "presentationDragIndicator", "safeAreaInset", "accessibilityHint", "accessibilityHidden", "accessibilityAddTraits",
    "accessibilityElement", "accessibilityValue", "redacted", "symbolRenderingMode", "controlSize", "onOpenURL",
]).union(labelledBuiltInModifierNames)

/// SwiftUI modifiers that hold no content of their own (preferences, geometry, drawing, drag and
/// drop, text and focus), whose names an app's own function may take too (`func preference(card:)`
/// that wraps its view in a `List`): a call of one is SwiftUI's where its argument labels are
/// among SwiftUI's (`isSwiftUIModifier`).
let labelledBuiltInModifierNames: Set<String> = [
    "preference", "onPreferenceChange", "anchorPreference", "transformPreference", "transformAnchorPreference",
    "coordinateSpace", "drawingGroup", "compositingGroup", "geometryGroup", "onGeometryChange", "matchedGeometryEffect",
    "alignmentGuide", "onDrop", "onDrag", "draggable", "dropDestination", "onHover", "onContinuousHover", "hoverEffect",
    "sensoryFeedback", "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert", "hueRotation",
    "luminanceToAlpha", "blendMode", "projectionEffect", "transformEffect", "rotation3DEffect", "visualEffect",
    "symbolEffect", "contentTransition", "symbolVariant", "renderingMode", "interpolation", "antialiased",
    "backgroundStyle", "containerShape", "equatable", "labelsHidden", "privacySensitive", "unredacted",
    "dynamicTypeSize", "monospacedDigit", "monospaced", "kerning", "tracking", "baselineOffset", "strikethrough",
    "underline", "allowsTightening", "flipsForRightToLeftLayoutDirection", "textContentType",
    "textInputAutocapitalization", "autocorrectionDisabled", "textSelection", "menuStyle", "gaugeStyle",
    "progressViewStyle", "datePickerStyle", "groupBoxStyle", "formStyle", "controlGroupStyle", "buttonBorderShape",
    "menuIndicator", "focusable", "focusedValue", "focusedSceneValue", "focusSection", "defaultFocus",
    "prefersDefaultFocus", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "scrollClipDisabled",
    "scrollBounceBehavior", "contentMargins", "containerRelativeFrame", "safeAreaPadding", "scenePadding",
    "persistentSystemOverlays", "defersSystemGestures", "listRowSeparatorTint", "listSectionSeparator",
    "listItemTint", "listRowSpacing", "listSectionSpacing", "headerProminence", "badgeProminence",
    "presentationCornerRadius", "presentationBackground", "presentationBackgroundInteraction",
    "presentationCompactAdaptation", "presentationContentInteraction", "userActivity", "onContinueUserActivity",
    "handlesExternalEvents", "onKeyPress", "submitScope", "accessibilityAction", "accessibilityActions",
    "accessibilitySortPriority", "accessibilityInputLabels", "accessibilityFocused", "accessibilityAddTraits",
    "accessibilityRemoveTraits", "accessibilityShowsLargeContentViewer", "onScrollGeometryChange",
]

/// The argument labels of `labelledBuiltInModifierNames` as SwiftUI declares them.
private let swiftUIModifierLabels: Set<String> = [
    "_", "key", "value", "transform", "name", "opaque", "colorMode", "for", "of", "action", "id", "in", "properties",
    "anchor", "isSource", "computeValue", "isTargeted", "perform", "delegate", "preview", "coordinateSpace", "isEnabled",
    "trigger", "condition", "axis", "anchorZ", "perspective", "options", "isActive", "pattern", "color", "interactions",
    "priority", "axes", "count", "span", "spacing", "alignment", "edges", "on", "horizontal", "vertical", "preferring",
    "allowing", "keys", "phases", "characters", "named", "equals", "content",
]

/// Whether a modifier call named in `builtInModifierNames` is SwiftUI's: any of the first
/// ones, and one of `labelledBuiltInModifierNames` whose labels SwiftUI's declarations take.
/// `declared`: those of the second kind the project declares functions of, whose calls are taken
/// for the project's.
func isSwiftUIModifier(_ call: FunctionCallExprSyntax, named name: String, declared: Set<String> = []) -> Bool {
    guard builtInModifierNames.contains(name) else { return false }
    guard labelledBuiltInModifierNames.contains(name) else { return true }
    guard !declared.contains(name) else { return false }
    return call.arguments.allSatisfy { swiftUIModifierLabels.contains($0.label?.text ?? "_") }
        && call.additionalTrailingClosures.allSatisfy { swiftUIModifierLabels.contains($0.label.text) }
}

/// `FileIndex.isTestFile`, worked out once.
struct TestFileMark {
    let value: Bool
}

/// `.flow`, `true`, `false` or `nil`: an argument a view's `switch` or `if` may test.
func branchLiteral(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil {
        return "." + member.declName.baseName.text
    }
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) { return boolean.literal.text }
    if expression.is(NilLiteralExprSyntax.self) { return "nil" }
    return nil
}

/// A member's name as reads and declarations both write it: a function with parameters with
/// its argument labels (`screen(for:)`, `row(_:)`), so that `coordinator.screen(for: item)`
/// is not taken for a read of another type's `screen()`; anything else by its name.
func memberSignature(_ name: String, labels: [String]) -> String {
    labels.isEmpty ? name : name + "(" + labels.map { $0 + ":" }.joined() + ")"
}

/// The ways a call may name a member declared as `member` (`memberSignature`, its defaulted
/// parameters marked `?`): with each defaulted argument written or left out (`view(with?:)` is
/// called `view(with:)` or `view()`); at most four defaulted ones are followed.
func callableForms(of member: String) -> [String] {
    guard member.contains("?"), let open = member.firstIndex(of: "(") else { return [member] }
    let name = String(member[..<open])
    let labels = member[member.index(after: open)...].dropLast().split(separator: ":").map(String.init)
    let optional = labels.indices.filter { labels[$0].hasSuffix("?") }
    guard optional.count <= 4 else { return [memberSignature(name, labels: labels.map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 })] }
    return (0..<(1 << optional.count)).map { mask in
        let dropped = Set(optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
        let kept = labels.indices.filter { !dropped.contains($0) }.map { labels[$0].hasSuffix("?") ? String(labels[$0].dropLast()) : labels[$0] }
        return memberSignature(name, labels: kept)
    }
}

/// A member as a finding names it: without the marks of its defaulted parameters.
func shownMemberName(_ member: String) -> String { member.replacingOccurrences(of: "?", with: "") }
