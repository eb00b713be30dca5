import SwiftUI

struct LibraryList: View {
    var body: some View {
        List {
            Text("Books")
            Text("Magazines")
        }
        .navigationTitle("Library")
    }
}

struct StoreList: View {
    var body: some View {
        List {
            Text("Top Charts")
        }
        .navigationTitle("Store")
    }
}

struct ReaderTabs: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "books.vertical") {
                NavigationView {
                    LibraryList()
                }
            }
            Tab("Store", systemImage: "bag") {
                NavigationView {
                    StoreList()
                }
            }
        }
        .navigationViewStyle(.columns)
    }
}
