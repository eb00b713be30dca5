import SwiftUI

struct Receipts<Item>: View {
    @State private var showsArchive = false
    var body: some View {
        VStack {
            Button("Archive") { showsArchive = true }
            NavigationLink(destination: Text("Archive"), isActive: $showsArchive) { Text("Archive") }
        }
    }
}

// A generic view made with its arguments written out (`Receipts<Int>()`) is a use of it: shown
// in a sheet with no navigation view, where neither the old link nor a destination pushes.
struct Wallet: View {
    @State private var showsReceipts = false
    var body: some View {
        Button("Receipts") { showsReceipts = true }
            .sheet(isPresented: $showsReceipts) {
                Receipts<Int>()
            }
    }
}
