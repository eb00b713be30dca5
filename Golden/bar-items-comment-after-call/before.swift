import SwiftUI

// A comment after the call's `)` speaks of the call: it goes on the toolbar's first line.
struct PairingView: View {
    var cancelButton: some View { Button("Cancel") {} }

    var body: some View {
        List {
            Text("Pair")
        }
        .navigationBarItems(leading: cancelButton)  // pairing saves on its own
        .onAppear { }
    }
}
