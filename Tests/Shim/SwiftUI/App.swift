// Declarations-only SwiftUI shim: apps, scenes and previews.
//
// `#Preview { }` is a macro in SwiftUI, and a macro cannot be declared without its plugin;
// the golden type-check test rewrites it into a function before compiling (see
// GoldenTypeChecker.swift), so only `PreviewProvider` and the preview modifiers live here.

/// An app's entry point: `@main struct MyApp: App { var body: some Scene { ... } }`.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    /// What `@main` calls.
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's interface with a lifecycle of its own, such as a window.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Scene where Body == Never {
    public var body: Never { fatalError() }
}

extension Never: Scene {}

/// Builds scenes from the statements of a closure.
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<C0: Scene, C1: Scene>(
        _ c0: C0, _ c1: C1
    ) -> _TupleScene<(C0, C1)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> _TupleScene<(C0, C1, C2)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> _TupleScene<(C0, C1, C2, C3)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> _TupleScene<(C0, C1, C2, C3, C4)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> _TupleScene<(C0, C1, C2, C3, C4, C5)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
    ) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene, C3: Scene, C4: Scene, C5: Scene, C6: Scene, C7: Scene, C8: Scene, C9: Scene>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> _TupleScene<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> { fatalError() }
}

public struct _TupleScene<T>: Scene {
    public typealias Body = Never
}

/// The scene of an app's main windows.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    public init(@ViewBuilder content: () -> Content) {}
    public init(id: String, @ViewBuilder content: () -> Content) {}
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

/// Previews for Xcode's canvas, the form before `#Preview`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// A simulated device for a preview: `.previewDevice("iPhone 15")`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// How big a preview is.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension View {
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
}
