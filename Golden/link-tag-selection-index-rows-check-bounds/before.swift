import SwiftUI

struct PackingList: View {
    @State private var things: [String] = ["Tent", "Stove"]
    @State private var picked: Int? = 0

    var body: some View {
        NavigationView {
            List {
                ForEach(0..<things.count, id: \.self) { index in
                    NavigationLink(things[index], tag: index, selection: $picked) {
                        TextField("Thing", text: $things[index])
                    }
                }
                .onDelete { things.remove(atOffsets: $0) }
            }
            Text("Nothing picked")
        }
    }
}
