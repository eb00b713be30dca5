import SwiftUI

struct StoresScreen: View {
    var body: some View {
#if os(macOS)
        // On macOS the links in `content` open their views in a column beside the list.
        NavigationView {
            bodyContent
                .frame(minWidth: 220)
        }
#else
        bodyContent
#endif
    }

    var bodyContent: some View {
        content
            .navigationTitle("Stores")
    }

    var content: some View {
        List {
            NavigationLink("Corner shop") { Text("Corner shop") }
        }
    }
}
