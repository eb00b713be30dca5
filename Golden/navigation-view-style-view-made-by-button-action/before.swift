import SwiftUI

// A style on a settings form whose button presents a controller the project does not declare.
// The controller is made by the button's action, not shown in the form, so the style reaches
// no navigation view and goes. A view of unknown origin shown in the form keeps the style.
final class Presenter {
    func present(_ screen: AnyObject) {}
}

struct DebugSettings: View {
    let presenter: Presenter

    var body: some View {
        Form {
            Button("Open the web inspector") {
                presenter.present(WebInspectorController(address: "https://example.com"))
            }
            Button {
                presenter.present(LogViewerController())
            } label: {
                Text("Open the logs")
            }
        }
        .navigationTitle("Debug")
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct PluginSettings: View {
    var body: some View {
        Form {
            PluginPanel()
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
