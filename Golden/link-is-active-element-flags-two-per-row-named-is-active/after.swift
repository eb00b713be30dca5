import SwiftUI

struct GardenScreen: View {
    struct Bed: Identifiable {
        var id = UUID()
        var name: String
        var isActive = false
        var showsPlan = false
    }

    @State private var beds: [Bed] = [Bed(name: "Herbs"), Bed(name: "Roses")]

    var body: some View {
        NavigationStack {
            List {
                ForEach($beds) { bed in
                    NavigationLink { Text(bed.name.wrappedValue) } label: {
                        Text(bed.name.wrappedValue)
                    }
                    NavigationLink("Plan") { Text("Plan") }
                }
            }
        }
    }
}
