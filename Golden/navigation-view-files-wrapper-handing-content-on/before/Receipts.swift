import SwiftUI

struct Receipts: View {
    @State private var showsArchive = false

    var body: some View {
        VStack {
            Text("Receipts")
            NavigationLink(destination: Text("Archive"), isActive: $showsArchive) {
                Text("Archive")
            }
        }
    }
}

struct ReceiptsScreen: View {
    var body: some View {
        Shell {
            Receipts()
        }
    }
}
