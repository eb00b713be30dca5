import SwiftUI

struct PackingList: View {
    @State private var things: [String] = ["Tent", "Stove"]
    @State private var picked: Int? = 0

    var body: some View {
        NavigationSplitView {
            List(selection: $picked) {
                ForEach(0..<things.count, id: \.self) { index in
                    NavigationLink(things[index], value: index)
                }
                .onDelete { things.remove(atOffsets: $0) }
            }
        } detail: {
            if let index = picked, (0..<things.count).contains(index) {
                TextField("Thing", text: $things[index])
            } else {
                Text("Nothing picked")
            }
        }
    }
}
