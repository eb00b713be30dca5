// The app declares its own `navigationBarHidden()` (no argument), which calls SwiftUI's
// `navigationBarHidden(true)`: that call is SwiftUI's, and migrates; the app's own calls, with
// no argument, are left alone.
import SwiftUI

extension View {
    func navigationBarHidden() -> some View {
        navigationBarHidden(true)
    }
}

struct PlayerView: View {
    var body: some View {
        Text("Now playing")
            .navigationBarHidden()
    }
}
