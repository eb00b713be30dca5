import SwiftUI
import UIKit

struct ReadingsTabs: View {
    var body: some View {
        TabView {
            NavigationView {
                Text("Readings")
                    .navigationTitle("Readings")
            }
            .navigationViewStyle(StackNavigationViewStyle())
            .tabItem { Text("Readings") }
        }
    }
}

// The view is made into a local, then handed to UIKit as the window's root:
// a root of its own, as `UIHostingController(rootView: ReadingsTabs())` is.
final class ReadingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = ReadingsTabs()
        window.rootViewController = UIHostingController(rootView: tabs)
        self.window = window
        window.makeKeyAndVisible()
    }
}
