import SwiftUI

struct ComposerView: View {
    @ObservedObject var model: ComposerModel

    var body: some View {
        NavigationView {
            VStack {
                Button("Preview") { model.showsPreview = true }
                NavigationLink(destination: PreviewView(), isActive: $model.showsPreview, label: EmptyView.init)
                NavigationLink(isActive: $model.showsHelp, destination: makeHelp) {
                    Text("Help")
                }
            }
        }
    }

    func makeHelp() -> some View {
        Text("Help")
    }
}

final class ComposerModel: ObservableObject {
    @Published var showsPreview = false
    @Published var showsHelp = false
}

struct PreviewView: View {
    var body: some View {
        Text("Preview")
    }
}
