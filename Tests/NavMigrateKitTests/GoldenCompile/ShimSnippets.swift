/// Small files exercising each area of the SwiftUI shim; `GoldenCompileShimTests` runs them.
extension ShimSnippet {
    /// Must type-check with no warning, as a migrated `after.swift` must.
    static let compiling: [ShimSnippet] = [
        ShimSnippet(name: "three-column split view with List(selection:)", source: #"""
            import SwiftUI

            struct Folder: Identifiable, Hashable { let id: Int; var name: String }

            struct MailSplit: View {
                var folders: [Folder]
                @State private var folder: Folder?
                @State private var messages = Set<Int>()
                @State private var visibility: NavigationSplitViewVisibility = .doubleColumn

                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        List(folders, selection: $folder) { folder in
                            NavigationLink(folder.name, value: folder)
                        }
                        .navigationTitle("Folders")
                    } content: {
                        List(0..<20, id: \.self, selection: $messages) { index in
                            Text("Message \(index)")
                        }
                        .navigationSplitViewColumnWidth(300)
                    } detail: {
                        if let folder {
                            NavigationStack { Text(folder.name) }
                        } else {
                            Text("Pick a folder").foregroundStyle(.secondary)
                        }
                    }
                    .navigationSplitViewStyle(.prominentDetail)
                }
            }
            """#),
        ShimSnippet(name: "toolbar items and hidden bars", source: #"""
            import SwiftUI

            struct Editor: View {
                @Environment(\.dismiss) private var dismiss
                @State private var isEditing = false

                var body: some View {
                    NavigationStack {
                        Text("Draft")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button("Cancel", role: .cancel) { dismiss() }
                                }
                                ToolbarItem(placement: .principal) { Text("Title").bold() }
                                ToolbarItemGroup(placement: .topBarTrailing) {
                                    EditButton()
                                    Button { isEditing.toggle() } label: { Image(systemName: "pencil") }
                                }
                                if isEditing {
                                    ToolbarItem(placement: .bottomBar) { Text("Editing") }
                                } else {
                                    ToolbarItem(placement: .status) { ProgressView() }
                                }
                            }
                            .toolbar(.hidden, for: .navigationBar)
                            .toolbar(isEditing ? .visible : .hidden, for: .tabBar, .bottomBar)
                            .toolbarBackground(.visible, for: .navigationBar)
                            .navigationBarBackButtonHidden()
                            .navigationBarTitleDisplayMode(.large)
                    }
                }
            }
            """#),
        ShimSnippet(name: "single push with navigationDestination(isPresented:)", source: #"""
            import SwiftUI

            struct Login: View {
                @State private var isSignedIn = false

                var body: some View {
                    NavigationStack {
                        Button("Sign in") { isSignedIn = true }
                            .navigationDestination(isPresented: $isSignedIn) {
                                Text("Welcome")
                            }
                            .navigationTitle(Text("Login"))
                    }
                }
            }
            """#),
        ShimSnippet(name: "ObservableObject view model with $model bindings", source: #"""
            import SwiftUI

            final class Router: ObservableObject {
                @Published var path = NavigationPath()
                @Published var showsSettings = false
                @Published var name = ""

                func popToRoot() { path.removeLast(path.count) }
            }

            struct RootView: View {
                @StateObject private var router = Router()

                var body: some View {
                    NavigationStack(path: $router.path) {
                        SettingsLink(router: router)
                            .sheet(isPresented: $router.showsSettings) { Text("Settings") }
                    }
                    .environmentObject(router)
                }
            }

            struct SettingsLink: View {
                @ObservedObject var router: Router
                @EnvironmentObject private var shared: Router

                var body: some View {
                    Form {
                        Toggle("Settings", isOn: $router.showsSettings)
                        TextField("Name", text: $shared.name)
                        Button("Home") { router.popToRoot() }
                    }
                    .onChange(of: router.name) { newName in print(newName) }
                }
            }
            """#),
        ShimSnippet(name: "@main app with a WindowGroup and a PreviewProvider", source: #"""
            import SwiftUI

            @main
            struct RecipesApp: App {
                @SceneStorage("navigation") private var savedPath: Data?

                var body: some Scene {
                    WindowGroup {
                        ContentView()
                    }
                }
            }

            struct ContentView: View {
                var body: some View { NavigationStack { Text("Recipes") } }
            }

            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView()
                        .previewDisplayName("Light")
                    ContentView()
                        .preferredColorScheme(.dark)
                }
            }
            """#),
        ShimSnippet(name: "#Preview macro forms", source: #"""
            import SwiftUI

            struct Badge: View {
                var count: Int
                var body: some View { Text("\(count)").padding(4).background(Capsule().fill(Color.red)) }
            }

            #Preview {
                Badge(count: 1)
            }

            #Preview("Many (99+)") {
                let count = 120
                Badge(count: count)
            }

            #if DEBUG
            #Preview("Stack", traits: .sizeThatFitsLayout) {
                NavigationStack { Badge(count: 3) }
            }
            #endif
            """#),
        ShimSnippet(name: "#if os(iOS) code is type-checked as iOS", source: #"""
            import SwiftUI

            struct Detail: View {
                var body: some View {
                    Text("Detail")
                        #if os(iOS)
                        .navigationBarTitleDisplayMode(.inline)
                        #endif
                }
            }

            #if os(macOS)
            struct MacOnly: View { var body: some View { HSplitView { Text("mac") } } }
            #elseif os(iOS)
            struct PhoneOnly: View { var body: some View { Text("phone").navigationTitle("Phone") } }
            #endif
            """#),
        ShimSnippet(name: "if #available around the new navigation", source: #"""
            import SwiftUI

            struct Adaptive: View {
                var body: some View {
                    if #available(iOS 16, macOS 13, *) {
                        NavigationStack { Text("Stack") }
                    } else {
                        VStack { Text("Fallback") }
                    }
                }
            }
            """#),
    ] + compilingListsTabsAndFallbacks
}
