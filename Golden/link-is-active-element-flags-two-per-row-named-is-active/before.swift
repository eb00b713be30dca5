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
        NavigationView {
            List {
                ForEach($beds) { bed in
                    NavigationLink(destination: Text(bed.name.wrappedValue), isActive: bed.isActive) {
                        Text(bed.name.wrappedValue)
                    }
                    NavigationLink("Plan", destination: Text("Plan"), isActive: bed.showsPlan)
                }
            }
        }
    }
}
