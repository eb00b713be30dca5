import SwiftUI

struct ComposerView: View {
    @ObservedObject var model: ComposerModel

    var body: some View {
        NavigationStack {
            VStack {
                Button("Preview") { model.showsPreview = true }
                Button { model.showsHelp = true } label: {
                    Text("Help")
                }
            }
            .navigationDestination(isPresented: $model.showsPreview) {
                PreviewView()
            }
            .navigationDestination(isPresented: $model.showsHelp) {
                makeHelp()
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
