// Declarations-only SwiftUI shim: text, fonts, images and labels.

/// A string looked up in the app's localization tables; what a string literal becomes when
/// passed to `Text`, `Button`, `NavigationLink`, `.navigationTitle` and the like.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    /// Accepts what the real key accepts: strings, numbers (optionally with a format
    /// specifier), `Text`, `Image`, dates with a style, reference-convertible values and
    /// objects with a formatter, and format styles.
    /// Anything else fails here too, so the compiler falls back to a `StringProtocol` overload.
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {}
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
        public mutating func appendInterpolation<Subject: _ReferenceConvertibleValue>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {}
        public mutating func appendInterpolation<Subject: NSObject>(
            _ subject: Subject, formatter: Formatter? = nil
        ) {}
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
        public mutating func appendInterpolation<F: FormatStyle>(
            _ input: F.FormatInput, format: F
        ) where F.FormatInput: Equatable, F.FormatOutput == String {}
    }
}

/// Foundation values that are `ReferenceConvertible` on Apple platforms, so a localized
/// string can interpolate them with a formatter. (On Linux several of them are not.)
public protocol _ReferenceConvertibleValue {}
extension Date: _ReferenceConvertibleValue {}
extension DateComponents: _ReferenceConvertibleValue {}
extension DateInterval: _ReferenceConvertibleValue {}
extension UUID: _ReferenceConvertibleValue {}
extension Data: _ReferenceConvertibleValue {}
extension Locale: _ReferenceConvertibleValue {}
extension Calendar: _ReferenceConvertibleValue {}
extension TimeZone: _ReferenceConvertibleValue {}
extension URL: _ReferenceConvertibleValue {}
extension URLComponents: _ReferenceConvertibleValue {}
extension IndexSet: _ReferenceConvertibleValue {}
extension IndexPath: _ReferenceConvertibleValue {}
extension CharacterSet: _ReferenceConvertibleValue {}
extension PersonNameComponents: _ReferenceConvertibleValue {}
extension Measurement: _ReferenceConvertibleValue {}

/// Numbers that a localized string can interpolate.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// Read-only text.
public struct Text: Equatable, Sendable {
    public init(verbatim content: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {}
    public init(_ attributedContent: AttributedString) {}
    public init(_ date: Date, style: DateStyle) {}
    public init(_ image: Image) {}

    public struct DateStyle: Sendable {
        public static let time = DateStyle()
        public static let date = DateStyle()
        public static let relative = DateStyle()
        public static let offset = DateStyle()
        public static let timer = DateStyle()
    }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }

    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    #if SHIM_IOS17
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    #endif
}

extension Text: View {
    public typealias Body = Never
}

/// A font.
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    public static func system(
        size: CGFloat, weight: Weight? = nil, design: Design? = nil
    ) -> Font { Font() }
    public static func system(
        _ style: TextStyle, design: Design? = nil, weight: Weight? = nil
    ) -> Font { Font() }

    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func weight(_ weight: Weight) -> Font { self }

    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }
}

/// An image from the asset catalog or an SF Symbol.
public struct Image: Equatable, Sendable {
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(systemName: String) {}
    public init(decorative name: String, bundle: Bundle? = nil) {}

    public func resizable() -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

extension Image: View {
    public typealias Body = Never
}

/// A title with an icon.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image name: String) {}
}
