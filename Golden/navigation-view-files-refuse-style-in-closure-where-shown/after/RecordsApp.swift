import SwiftUI

extension View {
    @ViewBuilder func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

// The style is set where the app shows `ContentView`, in the closure handed to its `if`: on
// phones a stack, elsewhere the default style, whose two children are columns. The navigation
// view in the other file is refused, and the style stays.
@main
struct RecordsApp: App {
    let isPhone = true

    var body: some Scene {
        WindowGroup {
            ContentView().if(isPhone) { $0.navigationViewStyle(.stack) }
        }
    }
}
