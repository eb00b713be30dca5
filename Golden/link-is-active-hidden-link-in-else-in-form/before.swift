import SwiftUI

// Hidden links in the branches of `if`s with an `else`, in a `Form`: the `Form` carries each
// destination, presented only while the branch the link was in is shown (`!model.isBeta` for
// the `else`, `!model.isBeta && model.hasFonts` for an `else if`, `model.name == nil` for the
// `else` of an `if let`, `model.isLocked` for that of `if !model.isLocked`); the `if`s stay with
// the rows.
final class ThemeModel: ObservableObject {
    @Published var showsThemes = false
    @Published var showsFonts = false
    @Published var showsIcons = false
    @Published var showsSignIn = false
    @Published var showsUnlock = false
    @Published var isBeta = false
    @Published var hasFonts = false
    @Published var isPro = false
    @Published var isLocked = false
    @Published var name: String?
}

struct ThemeSettings: View {
    @ObservedObject var model: ThemeModel

    var body: some View {
        NavigationView {
            Form {
                if model.isBeta {
                    Text("Themes are not in the beta")
                } else {
                    ZStack {
                        NavigationLink(destination: Text("Themes"), isActive: $model.showsThemes) {
                            EmptyView()
                        }
                        .opacity(0)
                        Button("Themes") { model.showsThemes = true }
                    }
                }
                if model.isBeta {
                    Text("Fonts are not in the beta")
                } else if model.hasFonts {
                    HStack {
                        NavigationLink(destination: Text("Fonts"), isActive: $model.showsFonts) { EmptyView() }
                            .hidden()
                        Button("Fonts") { model.showsFonts = true }
                    }
                }
                if model.isPro || model.isBeta {
                    HStack {
                        NavigationLink(destination: Text("Icons"), isActive: $model.showsIcons) { EmptyView() }
                            .hidden()
                        Button("Icons") { model.showsIcons = true }
                    }
                } else {
                    Text("Icons come with Pro")
                }
                if let name = model.name {
                    Text("Signed in as \(name)")
                } else {
                    HStack {
                        NavigationLink(destination: Text("Sign in"), isActive: $model.showsSignIn) { EmptyView() }
                            .hidden()
                        Button("Sign in") { model.showsSignIn = true }
                    }
                }
                if !model.isLocked {
                    Text("Unlocked")
                } else {
                    HStack {
                        NavigationLink(destination: Text("Unlock"), isActive: $model.showsUnlock) { EmptyView() }
                            .hidden()
                        Button("Unlock") { model.showsUnlock = true }
                    }
                }
            }
        }
    }
}
