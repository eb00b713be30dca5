// Declarations-only SwiftUI shim: toolbars. `.toolbar { }` takes either views or
// `ToolbarItem`s; `.toolbar(.hidden, for: .navigationBar)` replaces `.navigationBarHidden`.

/// Items placed in a toolbar.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError() }
}

extension Never: ToolbarContent {}

/// Builds toolbar content from the statements of a closure.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleToolbarContent<(C0, C1)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleToolbarContent<(C0, C1, C2)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleToolbarContent<(C0, C1, C2, C3)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { fatalError() }
    public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent, C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent, C8: ToolbarContent, C9: ToolbarContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleToolbarContent<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { fatalError() }
    public static func buildIf<Content: ToolbarContent>(
        _ content: Content?
    ) -> _OptionalToolbarContent<Content> { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: ToolbarContent>(
        _ content: Content
    ) -> _LimitedAvailabilityToolbarContent { fatalError() }
}

public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
}

public struct _OptionalToolbarContent<Content: ToolbarContent>: ToolbarContent {
    public typealias Body = Never
}

public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
    ToolbarContent
{
    public typealias Body = Never
}

public struct _LimitedAvailabilityToolbarContent: ToolbarContent {
    public typealias Body = Never
}

/// One toolbar item.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

extension ToolbarItem where ID == String {
    /// An item the user can customize.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Several toolbar items sharing a placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let status = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    @available(*, deprecated, message: "use topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement()
    @available(*, deprecated, message: "use topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement()
}

/// A bar whose visibility or background `.toolbar(_:for:)` sets.
public struct ToolbarPlacement: Sendable {
    public static let automatic = ToolbarPlacement()
    public static let bottomBar = ToolbarPlacement()
    public static let navigationBar = ToolbarPlacement()
    public static let tabBar = ToolbarPlacement()
}

/// Whether something shows.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

#if SHIM_IOS17
/// A toolbar item the system adds, which `.toolbar(removing:)` takes away.
public struct ToolbarDefaultItemKind: Sendable {
    public static let sidebarToggle = ToolbarDefaultItemKind()
}
#endif

extension View {
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    public func toolbar<Content: ToolbarContent>(
        @ToolbarContentBuilder content: () -> Content
    ) -> some View { self }
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        self
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> some View { self }
    #if SHIM_IOS17
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    #endif
}
