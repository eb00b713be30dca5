// Declarations-only SwiftUI shim: colors, shape styles and basic shapes.

/// A color; also a view that fills its space, and a shape style.
///
/// Like SwiftUI's `Color` it is Hashable but not Codable (only iOS 17's `Color.Resolved` is),
/// so a `[Color]` navigation path cannot be encoded for state restoration.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}

    public var description: String { "" }
    public func opacity(_ opacity: Double) -> Color { self }

    public static let red = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let green = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let white = Color(white: 0)
    public static let gray = Color(white: 0)
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static let accentColor = Color(white: 0)
}

extension Color: View {
    public typealias Body = Never
}

/// Something a shape or text can be filled with.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color(white: 0) }
    public static var orange: Color { Color(white: 0) }
    public static var yellow: Color { Color(white: 0) }
    public static var green: Color { Color(white: 0) }
    public static var mint: Color { Color(white: 0) }
    public static var teal: Color { Color(white: 0) }
    public static var cyan: Color { Color(white: 0) }
    public static var blue: Color { Color(white: 0) }
    public static var indigo: Color { Color(white: 0) }
    public static var purple: Color { Color(white: 0) }
    public static var pink: Color { Color(white: 0) }
    public static var brown: Color { Color(white: 0) }
    public static var white: Color { Color(white: 0) }
    public static var gray: Color { Color(white: 0) }
    public static var black: Color { Color(white: 0) }
    public static var clear: Color { Color(white: 0) }
}

/// The primary, secondary, ... foreground levels: `.foregroundStyle(.secondary)`.
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// The current tint and foreground as styles: `.tint`, `.foreground`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// Blurred backgrounds: `.background(.ultraThinMaterial)`.
public struct Material: ShapeStyle {
    public static let ultraThinMaterial = Material()
    public static let thinMaterial = Material()
    public static let regularMaterial = Material()
    public static let thickMaterial = Material()
    public static let ultraThickMaterial = Material()
    public static let bar = Material()
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material() }
    public static var thinMaterial: Material { Material() }
    public static var regularMaterial: Material { Material() }
    public static var thickMaterial: Material { Material() }
    public static var ultraThickMaterial: Material { Material() }
    public static var bar: Material { Material() }
}

/// A 2D shape. (SwiftUI's also requires `path(in:)`; the shim only needs shapes as views.)
public protocol Shape: View, Sendable where Body == Never {}

extension Shape {
    public func fill() -> some View { self }
    public func fill<S: ShapeStyle>(_ content: S) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
}

public struct Rectangle: Shape {
    public typealias Body = Never
    public init() {}
}

public struct Circle: Shape {
    public typealias Body = Never
    public init() {}
}

public struct Capsule: Shape {
    public typealias Body = Never
    public init() {}
}

public struct RoundedRectangle: Shape {
    public typealias Body = Never
    public init(cornerRadius: CGFloat) {}
}

/// UIKit's colour, which `import SwiftUI` brings in on iOS.
public final class UIColor: Sendable {
    public init?(named name: String) {}
    public init(white: Double, alpha: Double) {}
    public static let white = UIColor(white: 1, alpha: 1)
}

extension Color {
    public init(_ color: UIColor) {}
    public init(uiColor: UIColor) {}
}
