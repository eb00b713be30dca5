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
        NavigationStack {
            Form {
                if model.isBeta {
                    Text("Themes are not in the beta")
                } else {
                    ZStack {
                        Button("Themes") { model.showsThemes = true }
                    }
                }
                if model.isBeta {
                    Text("Fonts are not in the beta")
                } else if model.hasFonts {
                    HStack {
                        Button("Fonts") { model.showsFonts = true }
                    }
                }
                if model.isPro || model.isBeta {
                    HStack {
                        Button("Icons") { model.showsIcons = true }
                    }
                } else {
                    Text("Icons come with Pro")
                }
                if let name = model.name {
                    Text("Signed in as \(name)")
                } else {
                    HStack {
                        Button("Sign in") { model.showsSignIn = true }
                    }
                }
                if !model.isLocked {
                    Text("Unlocked")
                } else {
                    HStack {
                        Button("Unlock") { model.showsUnlock = true }
                    }
                }
            }
            .navigationDestination(isPresented: !model.isBeta ? $model.showsThemes : .constant(false)) {
                Text("Themes")
            }
            .navigationDestination(
                isPresented: !model.isBeta && model.hasFonts
                    ? $model.showsFonts : .constant(false)
            ) {
                Text("Fonts")
            }
            .navigationDestination(isPresented: (model.isPro || model.isBeta) ? $model.showsIcons : .constant(false)) {
                Text("Icons")
            }
            .navigationDestination(isPresented: model.name == nil ? $model.showsSignIn : .constant(false)) {
                Text("Sign in")
            }
            .navigationDestination(isPresented: model.isLocked ? $model.showsUnlock : .constant(false)) {
                Text("Unlock")
            }
        }
    }
}
