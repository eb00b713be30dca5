/// Views for the large-file and line-ending tests: each one exercises a different rewrite
/// (container, view-value link, `isActive` links lifted into a path, bar modifiers, a style on
/// an enclosing view), and the names carry `index` so copies do not share a scope.
func sampleViews(_ index: Int) -> String {
    """

    struct Screen\(index): View {
        @State private var isShowingDetail = false

        var body: some View {
            NavigationView {
                List {
                    NavigationLink("Open", destination: Text("Row \(index)"))
                    NavigationLink(destination: Text("Detail \(index)"), isActive: $isShowingDetail) {
                        Text("Detail")
                    }
                }
                .navigationBarTitle("Screen \(index)")
                .navigationBarItems(trailing: Button("Edit") {})
            }
            .navigationViewStyle(.stack)
        }
    }

    struct Cart\(index): View {
        @State private var isShowingCheckout = false
        @State private var isShowingHistory = false

        var body: some View {
            NavigationView {
                VStack {
                    Button("Check out") {
                        isShowingCheckout = true
                    }
                    Button("History") {
                        self.isShowingHistory = true
                    }
                    NavigationLink(destination: Text("Checkout \(index)"), isActive: $isShowingCheckout) {
                        EmptyView()
                    }
                    NavigationLink("", destination: Text("History \(index)"), isActive: $isShowingHistory)
                        .hidden()
                }
                .navigationTitle("Cart \(index)")
            }
        }
    }

    struct Mail\(index): View {
        var body: some View {
            TabView {
                NavigationView {
                    Text("Inbox \(index)")
                    Text("Message \(index)")
                }
            }
            .navigationViewStyle(.columns)
        }
    }

    """
}

/// `sampleViews(index)` as navmigrate writes it.
func migratedSampleViews(_ index: Int) -> String {
    """

    struct Screen\(index): View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Open") { Text("Row \(index)") }
                    NavigationLink { Text("Detail \(index)") } label: {
                        Text("Detail")
                    }
                }
                .navigationTitle("Screen \(index)")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Edit") {}
                    }
                }
            }
        }
    }

    struct Cart\(index): View {
        enum Route: Hashable, Codable {
            case checkout, history
        }

        @State private var path: [Route] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Check out") {
                        if !path.contains(.checkout) {
                            path.append(.checkout)
                        }
                    }
                    Button("History") {
                        if !path.contains(.history) {
                            path.append(.history)
                        }
                    }
                }
                .navigationTitle("Cart \(index)")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .checkout:
                        Text("Checkout \(index)")
                    case .history:
                        Text("History \(index)")
                    }
                }
            }
        }
    }

    struct Mail\(index): View {
        var body: some View {
            TabView {
                NavigationSplitView {
                    Text("Inbox \(index)")
                } detail: {
                    Text("Message \(index)")
                }
            }
        }
    }

    """
}
