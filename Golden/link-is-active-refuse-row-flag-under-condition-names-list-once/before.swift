import SwiftUI

struct GadgetList: View {
    var body: some View {
        NavigationView {
            List {
                GadgetRow(name: "Lamp", editable: true)
                ForEach(["Fan", "Heater"], id: \.self) { name in
                    GadgetRow(name: name, editable: false)
                }
            }
            .navigationTitle("Gadgets")
        }
    }
}

struct GadgetRow: View {
    let name: String
    let editable: Bool
    @State private var showsInfo = false

    var body: some View {
        HStack {
            Text(name)
            if editable {
                NavigationLink(destination: Text(name), isActive: $showsInfo) { EmptyView() }
                    .hidden()
            }
            Button("Info") { showsInfo = true }
        }
    }
}
