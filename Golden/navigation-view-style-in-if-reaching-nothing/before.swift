import SwiftUI

// Styles written in a postfix `#if` on views that show no navigation view and
// no view of the app's: they style nothing, and go (with their `#if` when they
// are all it holds).
struct ServerSettingsSheet: View {
    @State private var address = ""

    var body: some View {
        NavigationView {
            form
        }
    }

    var form: some View {
        Form {
            TextField("Server", text: $address)
        }
        .navigationTitle("Server")
        #if os(iOS)
        .navigationViewStyle(.stack)
        .navigationBarTitleDisplayMode(.inline)
        #endif
    }
}

struct AboutSheet: View {
    var body: some View {
        NavigationView {
            Text("About")
                #if os(iOS)
                .navigationViewStyle(StackNavigationViewStyle())
                #endif
        }
    }
}
