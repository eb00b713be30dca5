import SwiftUI
import UIKit

// A `UIHostingController` subclass whose root is `SettingsView`, made with `.init()`: the view
// is a hosting controller's root with no navigation view around it, where its link pushes onto
// UIKit's navigation controller and a `navigationDestination` would do nothing. The link stays.
final class SettingsController: UIHostingController<SettingsView> {
    init() {
        super.init(rootView: .init())
    }

    @MainActor required dynamic init?(coder: NSCoder) {
        fatalError("not used")
    }
}

struct SettingsView: View {
    @State private var opensAccount = false

    var body: some View {
        VStack {
            Button("Account") { opensAccount = true }
            NavigationLink(destination: Text("Account"), isActive: $opensAccount) {
                EmptyView()
            }
        }
    }
}
