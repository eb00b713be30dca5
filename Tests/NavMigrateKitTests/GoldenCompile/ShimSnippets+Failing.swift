/// Snippets that must fail to type-check.
extension ShimSnippet {
    /// Must fail: they do not compile with SwiftUI either, or use API an `after.swift` must not.
    static let failing: [ShimSnippet] = [
        ShimSnippet(name: "@Published outside a class", expectedMessage: "only available on properties of classes", source: #"""
            import SwiftUI
            struct Settings { @Published var sound = true }
            """#),
        ShimSnippet(name: "toolbar mixing items and plain views", expectedMessage: "does not compile", source: #"""
            import SwiftUI
            struct Bar: View {
                var body: some View {
                    Text("x").toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Text("a") }
                        Button("b") {}
                    }
                }
            }
            """#),
        ShimSnippet(name: "single selection without an optional before iOS 17", expectedMessage: "does not compile", source: #"""
            import SwiftUI
            struct Pick: View {
                @State private var color = Color.red
                var body: some View { List(selection: $color) { Text("red").tag(Color.red) } }
            }
            """#),
        ShimSnippet(name: "path that is not a collection of hashables", expectedMessage: "does not compile", source: #"""
            import SwiftUI
            struct Paths: View {
                @State private var path: Set<Int> = []
                var body: some View { NavigationStack(path: $path) { Text("root") } }
            }
            """#),
        ShimSnippet(name: "navigationDestination(item:) without the ios17 marker", expectedMessage: "item", source: #"""
            import SwiftUI
            struct Item: View {
                @State private var item: Int?
                var body: some View {
                    NavigationStack { Text("x").navigationDestination(item: $item) { Text("\($0)") } }
                }
            }
            """#),
        ShimSnippet(name: "Text concatenation after a view modifier", expectedMessage: "does not compile", source: #"""
            import SwiftUI
            struct Joined: View {
                var body: some View { Text("a").padding() + Text("b") }
            }
            """#),
        ShimSnippet(name: "deprecated navigationBarTrailing placement", expectedMessage: "use topBarTrailing", source: #"""
            import SwiftUI
            struct Placement: View {
                var body: some View {
                    NavigationStack {
                        Text("x").toolbar { ToolbarItem(placement: .navigationBarTrailing) { Text("a") } }
                    }
                }
            }
            """#),
        ShimSnippet(name: "destination passed as a view", expectedMessage: "Pass a closure as the destination", source: #"""
            import SwiftUI
            struct Links: View {
                var body: some View { NavigationStack { NavigationLink("Next", destination: Text("Next")) } }
            }
            """#),
        ShimSnippet(name: "one-parameter onChange under iOS 17", variant: .iOS17, expectedMessage: "two or zero parameter", source: #"""
            import SwiftUI
            struct Watch: View {
                @State private var value = 0
                var body: some View { Text("x").onChange(of: value) { newValue in print(newValue) } }
            }
            """#),
        ShimSnippet(name: "iOS-only code with a typo is caught", expectedMessage: "navigationBarTitleDisplayMod", source: #"""
            import SwiftUI
            struct Typo: View {
                var body: some View {
                    Text("x")
                        #if os(iOS)
                        .navigationBarTitleDisplayMod(.inline)
                        #endif
                }
            }
            """#),
    ]
}
