// The app picks the stack style for ContentView, whose NavigationView lives in another file: it
// becomes a NavigationStack there and the style modifier goes from here, both files in one
// change set.
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
