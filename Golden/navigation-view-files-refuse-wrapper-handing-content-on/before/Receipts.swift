import SwiftUI

struct Receipts: View {
    var body: some View {
        VStack {
            Text("Receipts")
            NavigationLink(destination: Text("Archive"), isActive: .constant(false)) {
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
