import Testing

/// The SwiftUI shim accepts what SwiftUI accepts and rejects what it rejects, area by area.
@Suite struct GoldenCompileShimTests {
    @Test(arguments: ShimSnippet.compiling)
    func compilesWithoutWarnings(_ snippet: ShimSnippet) async throws {
        let outcome = try await ScratchGolden.typeCheck(snippet.source, variant: snippet.variant)
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
    }

    @Test(arguments: ShimSnippet.failing)
    func fails(_ snippet: ShimSnippet) async throws {
        let outcome = try await ScratchGolden.typeCheck(snippet.source, variant: snippet.variant)
        let failure = try #require(outcome.failure, "\(snippet.name) type-checked cleanly")
        #expect(failure.contains(snippet.expectedMessage), "\(failure)")
    }

    @Test func previewsBecomeFunctions() {
        let source = """
            #Preview {
            #Preview("Dark (wide)", traits: .landscapeLeft) { Text("x") }
                #Preview{
            // #Preview {
            #PreviewLike {
            """
        #expect(PreviewMacro.expand(source) == """
            @MainActor @ViewBuilder func __preview_1() -> some View {
            @MainActor @ViewBuilder func __preview_2() -> some View { Text("x") }
                @MainActor @ViewBuilder func __preview_3() -> some View {
            // #Preview {
            #PreviewLike {
            """)
        #expect(PreviewMacro.expand("let a = 1\n") == "let a = 1\n")
    }

    @Test func platformConditionsReadAsIOS() {
        let source = """
            #if os(iOS)
            #elseif os(macOS) || os( Linux )
            let os = os(iOS)
              #if !os(iOS) && canImport(UIKit)
            """
        #expect(IOSConditions.resolve(source) == """
            #if true
            #elseif false || false
            let os = os(iOS)
              #if !true && canImport(UIKit)
            """)
    }
}

/// A source file for the shim tests.
struct ShimSnippet: Sendable, CustomTestStringConvertible {
    var name: String
    var variant: ShimVariant = .standard
    /// For a failing snippet: text the failure must contain.
    var expectedMessage = ""
    var source: String

    var testDescription: String { name }
}
