import SwiftUI

struct Receipts: View {
    var body: some View {
        VStack {
            Text("Receipts")
            NavigationLink { Text("Archive") } label: {
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
