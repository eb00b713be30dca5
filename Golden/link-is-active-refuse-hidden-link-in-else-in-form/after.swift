import SwiftUI

// A hidden link in the `else` of an `if` in a `Form`: it is shown while the condition does not
// hold, which the finding says; the condition cannot go with the destination, so the link stays,
// with its navigation view.
final class ThemeModel: ObservableObject {
    @Published var showsThemes = false
    @Published var isBeta = false
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
            }
        }
    }
}
