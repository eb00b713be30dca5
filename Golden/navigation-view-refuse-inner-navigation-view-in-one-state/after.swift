import SwiftUI

// The inner navigation view is shown only once the songs have loaded: both stay, and the
// finding advises keeping one by hand without removing the outer one's bar from the loading
// state.
struct Songs: View {
    @State private var loading = true

    var body: some View {
        NavigationView {
            Group {
                if loading {
                    ProgressView()
                } else {
                    loaded
                }
            }
        }
    }

    private var loaded: some View {
        NavigationView {
            List { Text("Song") }
        }
    }
}
