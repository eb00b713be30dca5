// Declarations-only SwiftUI shim: stacks, grids, scroll views, groups and tab views.

public struct VStack<Content: View>: View {
    public typealias Body = Never
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
}

public struct HStack<Content: View>: View {
    public typealias Body = Never
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {}
}

public struct ZStack<Content: View>: View {
    public typealias Body = Never
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

/// Section headers or footers that stay pinned while a lazy stack scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

/// One row or column of a lazy grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
}

public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
        @ViewBuilder content: () -> Content
    ) {}
}

/// Views grouped without any layout of their own.
public struct Group<Content> {
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}

extension Group: View where Content: View {
    public typealias Body = Never
}

/// A container of grouped controls, such as settings.
public struct Form<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
}

/// A container with a tab bar; each child sets its tab with `.tabItem { }` and `.tag(_:)`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {}
}

/// One tab of a `TabView` (iOS 18). SwiftUI builds tabs with a `TabContentBuilder` and does
/// not let them mix with plain views; the shim approximates a tab as a view, so that mix
/// compiles here. Like the rest of the shim it ignores platform availability; only the
/// iOS 17 API the tool itself may write is gated.
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    public typealias Body = Never
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}

extension Tab where Value == Never, Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {}
}

extension Tab where Label == SwiftUI.Label<Text, Image> {
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
        @ViewBuilder content: () -> Content
    ) {}
}

/// How a `TabView` lays out its tabs.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

public struct PageTabViewStyle: TabViewStyle {
    public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
}

/// What a `GeometryReader` tells its content about the space it has.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
}

public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}
