import SwiftUI

// The link draws no label, but in a `Form` row it makes the row one the user taps, with a
// chevron, and nothing else sets its flag to `true`: it is the only way into the picker, so it
// stays, with a finding, and its navigation view with it.
struct KeyEditor: View {
    @State private var key: String?
    @State private var showsPicker = false

    var body: some View {
        NavigationView {
            Form {
                HStack {
                    Text("Key")
                    if let key {
                        Spacer()
                        Text(key)
                    } else {
                        NavigationLink(destination: keyPicker, isActive: $showsPicker) {
                            Text("")
                        }
                    }
                }
            }
        }
    }

    private var keyPicker: some View {
        Button("Use the default key") {
            key = "default"
            showsPicker = false
        }
    }
}

// The same link set by a button of its own: the button is the way in, and the link goes.
struct TokenEditor: View {
    @State private var showsPicker = false

    var body: some View {
        NavigationView {
            Form {
                Button("Choose a token") { showsPicker = true }
                NavigationLink(destination: Text("Tokens"), isActive: $showsPicker) {
                    EmptyView()
                }
            }
        }
    }
}
