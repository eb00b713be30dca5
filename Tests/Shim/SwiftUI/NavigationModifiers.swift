// Declarations-only SwiftUI shim: navigation modifiers. The deprecated bar modifiers and
// navigation view styles warn, each with its replacement in the message.

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View { self }

    #if SHIM_IOS17
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
    #endif

    public func navigationTitle(_ title: Text) -> some View { self }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func navigationTitle(_ title: Binding<String>) -> some View { self }
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View { self }

    public func navigationBarTitleDisplayMode(
        _ displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }

    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(
        min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
    ) -> some View { self }
}

extension View {
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { self }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { self }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }

    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View { self }

    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement: .topBarLeading) and .topBarTrailing")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }

    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement: .topBarLeading)")
    public func navigationBarItems<L: View>(leading: L) -> some View { self }

    @available(*, deprecated, message: "Use toolbar(content:) with ToolbarItem(placement: .topBarTrailing)")
    public func navigationBarItems<T: View>(trailing: T) -> some View { self }

    @available(*, deprecated, message: "Use toolbar(_:for:) with .hidden and .navigationBar")
    public func navigationBarHidden(_ hidden: Bool) -> some View { self }

    @available(*, deprecated, message: "replace NavigationView with NavigationStack or NavigationSplitView, which need no style")
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// Namespace of the navigation bar's title display mode.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// How a `NavigationView` showed its columns; gone with `NavigationView`.
@available(*, deprecated, message: "replace NavigationView with NavigationStack or NavigationSplitView, which need no style")
public protocol NavigationViewStyle {}

@available(*, deprecated, message: "replace NavigationView with NavigationStack")
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }

@available(*, deprecated, message: "replace NavigationView with NavigationSplitView")
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

@available(*, deprecated, message: "replace NavigationView with NavigationSplitView")
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

@available(*, deprecated, message: "replace NavigationView with NavigationStack or NavigationSplitView")
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }

@available(*, deprecated, message: "replace NavigationView with NavigationStack")
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    @available(*, deprecated, message: "replace NavigationView with NavigationStack")
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

@available(*, deprecated, message: "replace NavigationView with NavigationSplitView")
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    @available(*, deprecated, message: "replace NavigationView with NavigationSplitView")
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

@available(*, deprecated, message: "replace NavigationView with NavigationStack or NavigationSplitView")
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    @available(*, deprecated, message: "replace NavigationView with NavigationStack or NavigationSplitView")
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
