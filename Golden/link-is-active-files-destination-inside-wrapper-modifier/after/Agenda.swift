// The view puts itself in a navigation view through the app's own modifier, declared in
// another file. The link's `navigationDestination` goes before that modifier, inside the stack
// it makes; after it, the destination would be outside any stack and push nothing.
import SwiftUI

struct Agenda: View {
    @State private var showsToday = false

    var body: some View {
        List {
            Button { showsToday = true } label: {
                Text("Today")
            }
        }
        .navigationTitle("Agenda")
        .navigationDestination(isPresented: $showsToday) {
            Text("Today")
        }
        .inOwnNavigation()
        .onAppear { showsToday = true }
    }
}
