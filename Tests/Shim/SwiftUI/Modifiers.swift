// Declarations-only SwiftUI shim: layout, appearance, lifecycle and environment modifiers.
// Each returns `some View`, as SwiftUI's do, so only View modifiers chain after them.

extension View {
    // Layout
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    public func padding(_ length: CGFloat) -> some View { self }
    public func padding(_ insets: EdgeInsets) -> some View { self }
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { self }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { self }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        self
    }
    public func scaledToFit() -> some View { self }
    public func scaledToFill() -> some View { self }
    public func ignoresSafeArea(_ edges: Edge.Set = .all) -> some View { self }

    // Appearance
    public func font(_ font: Font?) -> some View { self }
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    public func bold(_ isActive: Bool = true) -> some View { self }
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func lineLimit(_ number: Int?) -> some View { self }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    public func tint(_ tint: Color?) -> some View { self }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }
    public func opacity(_ opacity: Double) -> some View { self }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    public func shadow(
        color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View { self }
    @_disfavoredOverload
    public func background<Background: View>(
        _ background: Background, alignment: Alignment = .center
    ) -> some View { self }
    public func background<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
    public func background<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View { self }
    @_disfavoredOverload
    public func overlay<Overlay: View>(
        _ overlay: Overlay, alignment: Alignment = .center
    ) -> some View { self }
    public func overlay<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View { self }
    public func overlay<S: ShapeStyle>(
        _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
    ) -> some View { self }
    public func hidden() -> some View { self }
    public func disabled(_ disabled: Bool) -> some View { self }
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { self }

    // Identity and tabs
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func badge(_ count: Int) -> some View { self }

    // Lifecycle and input
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void
    ) -> some View { self }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { self }
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    public func refreshable(
        @_inheritActorContext action: @escaping @Sendable () async -> Void
    ) -> some View { self }
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { self }
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View { self }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { self }

    // Environment
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some View { self }
    #if SHIM_IOS17
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { self }
    #endif
}

#if SHIM_IOS17
extension View {
    /// iOS 17's `onChange` passes the old and new values, or none.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View { self }
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View { self }
    /// Deprecated from iOS 17, which is the deployment target an `ios17` case stands for.
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (V) -> Void
    ) -> some View { self }
}
#else
extension View {
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (V) -> Void
    ) -> some View { self }
}
#endif

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
}

/// Values a view hands up to the views around it.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

public enum CoordinateSpace: Hashable, Sendable {
    case global, local
    case named(AnyHashable)
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable { self }
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
    public func drawingGroup(opaque: Bool = false) -> some View { self }
    public func compositingGroup() -> some View { self }
}
