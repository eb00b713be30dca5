import SwiftUI

struct Start: View {
    @State private var showsLibrary = false

    var body: some View {
        Button("Library") { showsLibrary = true }
            .presenting(Library(), when: $showsLibrary)
    }
}
