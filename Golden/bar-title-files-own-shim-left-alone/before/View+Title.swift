// The app declares its own `navigationBarTitle(_:)` taking a String (it also logs the screen).
// Calls of it in another file are the app's, not SwiftUI's deprecated modifier, so they are
// left alone; SwiftUI's `navigationBarTitle(_:displayMode:)` and `navigationBarHidden` there
// still migrate.
import SwiftUI

enum ScreenLog {
    static func opened(_ name: String) {}
}

extension View {
    func navigationBarTitle(_ title: String) -> some View {
        navigationTitle(title)
            .onAppear { ScreenLog.opened(title) }
    }
}
