import SwiftUI

struct TrailCard: View {
    let trail: Trail
    @Binding var openEditor: Trail?

    var body: some View {
        Text(trail.name)
            .padding()
            .contextMenu {
                Button("Edit") {
                    openEditor = trail
                }
            }
    }
}

struct TrailEditor: View {
    var trail: Trail

    var body: some View {
        Text("Editing \(trail.name)")
    }
}

struct TrailCard_Previews: PreviewProvider {
    static var previews: some View {
        TrailCard(trail: Trail(id: 1, name: "Ridge"), openEditor: .constant(nil))
    }
}
