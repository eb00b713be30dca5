// Declarations-only SwiftUI shim: the navigation containers (NavigationView, NavigationStack,
// NavigationSplitView) and NavigationPath. Links are in NavigationLink.swift, modifiers in
// NavigationModifiers.swift.

/// The pre-iOS 16 navigation container.
@available(*, deprecated, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

/// A one-column navigation container; views pushed onto it are recorded in `path` when
/// they come from `NavigationLink(value:)` paired with `.navigationDestination(for:)`.
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
    where Data == NavigationPath {}

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {}
}

/// A type-erased list of pushed values, possibly of several types.
public struct NavigationPath: Equatable {
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Codable {}
    public init(_ codable: CodableRepresentation) {}

    public var count: Int { 0 }
    public var isEmpty: Bool { true }
    /// The path in a form that can be encoded, or nil when an element is not Codable.
    public var codable: CodableRepresentation? { nil }

    public mutating func append<V: Hashable>(_ value: V) {}
    public mutating func append<V: Hashable & Codable>(_ value: V) {}
    public mutating func removeLast(_ k: Int = 1) {}

    /// An encodable copy of a path whose elements are all Codable.
    public struct CodableRepresentation: Codable, Equatable {}
}

/// A two- or three-column navigation container; collapses into a stack on iPhone.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never

    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail)
    where Content == EmptyView {}

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    #if SHIM_IOS17
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {}

    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) where Content == EmptyView {}
    #endif
}

/// Which columns of a split view are showing.
public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    public static let automatic = NavigationSplitViewVisibility()
    public static let all = NavigationSplitViewVisibility()
    public static let doubleColumn = NavigationSplitViewVisibility()
    public static let detailOnly = NavigationSplitViewVisibility()
}

#if SHIM_IOS17
/// The column a collapsed split view shows.
public struct NavigationSplitViewColumn: Hashable, Sendable {
    public static let sidebar = NavigationSplitViewColumn()
    public static let content = NavigationSplitViewColumn()
    public static let detail = NavigationSplitViewColumn()
}
#endif

/// How a split view lays out its columns: `.navigationSplitViewStyle(.balanced)`.
public protocol NavigationSplitViewStyle {}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}
