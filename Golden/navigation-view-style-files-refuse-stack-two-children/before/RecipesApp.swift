// The app picks the stack style for ContentView, whose NavigationView in another file has two
// children. A stack shows only the first, but a NavigationStack would show both at once, so
// the view is left as it is (and so is the style), with a finding naming where the style is set.
import SwiftUI

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .navigationViewStyle(.stack)
        }
    }
}
