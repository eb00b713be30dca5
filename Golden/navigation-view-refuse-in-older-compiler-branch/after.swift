import SwiftUI

// Code in the `#else` of `#if swift(>=5.7)` is built only by compilers that have no
// `NavigationStack`: it stays as written, with a note, toolbar placements included.
struct Settings: View {
    #if swift(>=5.7)
    var body: some View {
        NavigationStack {
            Text("Settings")
        }
    }
    #else
    @Environment(\.presentationMode) private var presentationMode
    @State private var showsAbout = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("About"), isActive: $showsAbout) { EmptyView() }
                Button("About") { showsAbout = true }
            }
            .navigationBarTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Close") { presentationMode.wrappedValue.dismiss() }
                }
            }
        }
    }
    #endif
}
