/// The link and bar samples of `GoldenCompileSamples`.
extension GoldenCompileSamples {
    static let isActiveBefore = #"""
        import SwiftUI

        struct ColorDetail: View {
            var color: Color
            var body: some View { Text(color.description).foregroundColor(color) }
        }

        struct ColorList: View {
            @State private var showPurple = false
            @State private var showPink = false

            var body: some View {
                NavigationView {
                    List {
                        NavigationLink(destination: ColorDetail(color: .purple), isActive: $showPurple) {
                            Text("Purple")
                        }
                        NavigationLink("Pink", destination: ColorDetail(color: .pink), isActive: $showPink)
                    }
                    .navigationBarTitle("Colors", displayMode: .inline)
                }
                .onAppear { showPurple = true }
            }
        }
        """#

    static let typedPathAfter = #"""
        import SwiftUI

        struct ColorDetail: View {
            var color: Color
            var body: some View { Text(color.description).foregroundColor(color) }
        }

        enum Route: Hashable {
            case purple, pink
        }

        struct ColorList: View {
            @State private var path: [Route] = []

            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Purple", value: Route.purple)
                        NavigationLink("Pink", value: Route.pink)
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .purple: ColorDetail(color: .purple)
                        case .pink: ColorDetail(color: .pink)
                        }
                    }
                    .navigationTitle("Colors")
                    .navigationBarTitleDisplayMode(.inline)
                }
                .onAppear { path = [.purple] }
            }
        }
        """#

    static let selectionBefore = #"""
        import SwiftUI

        struct ColorDetail: View {
            var color: Color
            var body: some View { Text(color.description) }
        }

        struct ColorPicker: View {
            @State private var selection: Color?
            private let colors: [Color] = [.purple, .pink, .orange]

            var body: some View {
                NavigationView {
                    List {
                        ForEach(colors, id: \.self) { color in
                            NavigationLink(color.description, destination: ColorDetail(color: color), tag: color, selection: $selection)
                        }
                    }
                    Text("Pick a color")
                }
            }
        }
        """#

    static let selectionAfter = #"""
        import SwiftUI

        struct ColorDetail: View {
            var color: Color
            var body: some View { Text(color.description) }
        }

        struct ColorPicker: View {
            @State private var selection: Color?
            private let colors: [Color] = [.purple, .pink, .orange]

            var body: some View {
                NavigationSplitView {
                    List(colors, id: \.self, selection: $selection) { color in
                        NavigationLink(color.description, value: color)
                    }
                } detail: {
                    if let color = selection {
                        ColorDetail(color: color)
                    } else {
                        Text("Pick a color")
                    }
                }
            }
        }
        """#

    static let barItemsBefore = #"""
        import SwiftUI

        final class Notes: ObservableObject {
            @Published var titles: [String] = []
            @Published var isAdding = false
        }

        struct NotesView: View {
            @StateObject private var notes = Notes()
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                NavigationView {
                    List(notes.titles, id: \.self) { Text($0) }
                        .navigationBarTitle(Text("Notes"))
                        .navigationBarItems(
                            leading: Button("Close") { dismiss() },
                            trailing: Button { notes.isAdding = true } label: { Image(systemName: "plus") }
                        )
                        .sheet(isPresented: $notes.isAdding) { Text("New note") }
                }
            }
        }
        """#

    static let barItemsAfter = #"""
        import SwiftUI

        final class Notes: ObservableObject {
            @Published var titles: [String] = []
            @Published var isAdding = false
        }

        struct NotesView: View {
            @StateObject private var notes = Notes()
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    List(notes.titles, id: \.self) { Text($0) }
                        .navigationTitle(Text("Notes"))
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) {
                                Button("Close") { dismiss() }
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { notes.isAdding = true } label: { Image(systemName: "plus") }
                            }
                        }
                        .sheet(isPresented: $notes.isAdding) { Text("New note") }
                }
            }
        }
        """#

    static let itemDestinationBefore = #"""
        import SwiftUI

        struct Profile: View {
            @State private var selectedFriend: String?
            private let friends = ["Ada", "Grace"]

            var body: some View {
                NavigationView {
                    VStack {
                        ForEach(friends, id: \.self) { friend in
                            NavigationLink(tag: friend, selection: $selectedFriend) {
                                Text(friend)
                            } label: {
                                EmptyView()
                            }
                            Button(friend) { selectedFriend = friend }
                        }
                    }
                }
            }
        }
        """#

    static let itemDestinationAfter = #"""
        import SwiftUI

        struct Profile: View {
            @State private var selectedFriend: String?
            private let friends = ["Ada", "Grace"]

            var body: some View {
                NavigationStack {
                    VStack {
                        ForEach(friends, id: \.self) { friend in
                            Button(friend) { selectedFriend = friend }
                        }
                    }
                    .navigationDestination(item: $selectedFriend) { friend in
                        Text(friend)
                    }
                }
            }
        }
        """#

    /// A settings screen that hides its bar the old way; three deprecation warnings.
    static let hiddenBarBefore = #"""
        import SwiftUI

        struct SettingsView: View {
            @AppStorage("sound") private var sound = true

            var body: some View {
                NavigationView {
                    Form {
                        Toggle("Sound", isOn: $sound)
                    }
                    .navigationBarTitle("Settings")
                    .navigationBarHidden(true)
                }
            }
        }
        """#
}
