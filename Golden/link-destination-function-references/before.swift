import SwiftUI

struct ModuleAssembly {
    func makeModule() -> some View {
        Text("Module")
    }
}

struct ModulesView: View {
    var body: some View {
        VStack {
            // Already the closure form: the destination is a function that makes the view.
            NavigationLink(destination: ModuleAssembly().makeModule) {
                Text("Open module")
            }
            // A view value, with a function that makes the label.
            NavigationLink(destination: Text("Help"), label: makeHelpLabel)
        }
    }

    func makeHelpLabel() -> some View {
        Label("Help", systemImage: "questionmark.circle")
    }
}
