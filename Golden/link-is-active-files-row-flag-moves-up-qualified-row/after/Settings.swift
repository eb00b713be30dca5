// A row named with its namespace is still the same view: its flag, which the destination does
// not read, moves up into the view whose List shows the row, as a `Bool`.
import SwiftUI

enum Settings {
    struct AboutRow: View {
        @Binding var showsAbout: Bool

        var body: some View {
            HStack {
                Text("Version 2")
                Button("About") { showsAbout = true }
            }
        }
    }
}
