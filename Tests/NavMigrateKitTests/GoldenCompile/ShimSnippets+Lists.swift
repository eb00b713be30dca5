/// More snippets that must type-check cleanly: availability fallbacks, path restoration,
/// lists, tabs and the iOS 17 API.
extension ShimSnippet {
    static let compilingListsTabsAndFallbacks: [ShimSnippet] = [
        // As in Xcode for a deployment target below iOS 16, code kept for older systems in
        // the `else` of `#available` does not warn about deprecations (errors still count).
        ShimSnippet(name: "NavigationView kept in the #available fallback", source: #"""
            import SwiftUI

            struct Legacy: View {
                @State private var isActive = false

                var body: some View {
                    if #available(iOS 16, *) {
                        NavigationStack { Text("New") }
                    } else {
                        NavigationView {
                            NavigationLink("Next", destination: Text("Next"), isActive: $isActive)
                        }
                        .navigationViewStyle(StackNavigationViewStyle())
                    }
                }
            }
            """#),
        ShimSnippet(name: "codable path restored from scene storage", source: #"""
            import SwiftUI

            enum Route: Hashable, Codable { case recipe(Int), settings }

            struct Restoring: View {
                @State private var path = NavigationPath()
                @State private var typedPath: [Route] = []
                @SceneStorage("path") private var data: Data?

                var body: some View {
                    NavigationStack(path: $path) {
                        List {
                            NavigationLink("Settings", value: Route.settings)
                            NavigationLink(value: Route.recipe(1)) { Label("Soup", systemImage: "fork.knife") }
                        }
                        .navigationDestination(for: Route.self) { route in
                            switch route {
                            case .recipe(let id): Text("Recipe \(id)")
                            case .settings: Text("Settings")
                            }
                        }
                    }
                    .task {
                        if let data, let codable = try? JSONDecoder().decode(
                            NavigationPath.CodableRepresentation.self, from: data) {
                            path = NavigationPath(codable)
                        }
                    }
                    .onChange(of: path) { path in
                        data = path.codable.flatMap { try? JSONEncoder().encode($0) }
                        typedPath.removeAll()
                    }
                }
            }
            """#),
        ShimSnippet(name: "lists, sections and editable rows", source: #"""
            import SwiftUI

            struct Chore: Identifiable { let id = UUID(); var title: String; var done = false }

            struct Tasks: View {
                @State private var tasks: [Chore] = []
                @State private var selection = Set<UUID>()
                @State private var query = ""

                var body: some View {
                    NavigationStack {
                        List(selection: $selection) {
                            Section("Open") {
                                ForEach($tasks) { $task in
                                    Toggle(task.title, isOn: $task.done)
                                }
                                .onDelete { tasks.remove(atOffsets: $0) }
                                .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
                            }
                            Section {
                                ForEach(tasks.indices, id: \.self) { Text(tasks[$0].title) }
                            } header: {
                                Text("All")
                            } footer: {
                                Text("\(tasks.count) tasks")
                            }
                        }
                        .listStyle(.insetGrouped)
                        .searchable(text: $query)
                        .refreshable { await reload() }
                    }
                }

                func reload() async {}
            }
            """#),
        ShimSnippet(name: "a stack per tab", source: #"""
            import SwiftUI

            enum TabID: Hashable { case home, search }

            struct Tabs: View {
                @State private var tab = TabID.home
                @State private var homePath: [Int] = []
                @State private var searchPath = NavigationPath()

                var body: some View {
                    TabView(selection: $tab) {
                        NavigationStack(path: $homePath) {
                            LazyVStack(alignment: .leading, spacing: 8) {
                                ForEach(0..<10) { NavigationLink("Item \($0)", value: $0) }
                            }
                            .navigationDestination(for: Int.self) { Text("Item \($0)") }
                        }
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(TabID.home)

                        NavigationStack(path: $searchPath) {
                            ScrollView {
                                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                                    ForEach(["a", "b"], id: \.self) { Text($0) }
                                }
                            }
                        }
                        .tabItem { Label("Search", systemImage: "magnifyingglass") }
                        .tag(TabID.search)
                    }
                }
            }
            """#),
        ShimSnippet(name: "iOS 17 API behind the ios17 marker", variant: .iOS17, source: #"""
            import SwiftUI

            @Observable final class Library { var selected: String?; var title = "" }

            struct Books: View {
                @State private var library = Library()
                @State private var column = NavigationSplitViewColumn.detail

                var body: some View {
                    @Bindable var library = library
                    NavigationSplitView(preferredCompactColumn: $column) {
                        List(["Dune"], id: \.self, selection: $library.selected) { Text($0) }
                            .toolbar(removing: .sidebarToggle)
                    } detail: {
                        ContentUnavailableView("Pick a book", systemImage: "book")
                    }
                    .navigationDestination(item: $library.selected) { Text($0) }
                    .onChange(of: library.title) { old, new in print(old, new) }
                    .toolbar { Button("Add", systemImage: "plus") {} }
                    .environment(library)
                }
            }
            """#),
    ]
}
