import SwiftUI

// A formatter lays a `destination:` argument out on lines of its own, its modifiers at the
// view's own indentation. In the destination closure they go one step in, under the view; a
// view that ends with a brace keeps its modifiers under the brace.
struct PreferencesList: View {
    @State private var sound = true

    var body: some View {
        List {
            NavigationLink {
                SoundPreferences(isOn: $sound)
                    .padding()
                    .navigationTitle("Sound")
            } label: {
                Text("Sound")
            }
            NavigationLink {
                VStack {
                    Text("About")
                }
                .padding()
            } label: {
                Text("About")
            }
        }
    }
}

struct SoundPreferences: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Sound", isOn: $isOn)
    }
}
