import SwiftUI

// On iPad a one-child navigation view shows its child as a sidebar beside an empty detail. An
// app that fills that detail on appear for iPad only relies on those columns: a stack would
// push the screen over the settings instead, so the navigation view is refused (and the links
// that go with it).
struct SettingsScreen: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationView {
            Form {
                Button("About") { showsAbout = true }
                NavigationLink(destination: Text("About"), isActive: $showsAbout) { EmptyView() }
            }
            .onAppear {
                if UIDevice.current.userInterfaceIdiom != .phone, !showsAbout {
                    showsAbout = true
                }
            }
        }
    }
}

// UIKit's `UIDevice`, as the app uses it.
final class UIDevice {
    enum Idiom { case phone, pad }
    static let current = UIDevice()
    var userInterfaceIdiom: Idiom { .pad }
}
