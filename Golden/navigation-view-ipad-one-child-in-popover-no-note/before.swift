import SwiftUI

// The project's iOS target runs on iPad too, but a popover is compact there: the navigation
// view in it was already a stack, so it gets no iPad note; the one in a sheet does.
struct Shelf: View {
    @State private var picking = false
    @State private var sorting = false

    var body: some View {
        VStack {
            Button("Pick a book") { picking = true }
                .popover(isPresented: $picking) {
                    NavigationView {
                        List {
                            NavigationLink("Fiction", destination: Text("Fiction"))
                        }
                    }
                }
            Button("Sort") { sorting = true }
                .sheet(isPresented: $sorting) {
                    NavigationView {
                        List {
                            NavigationLink("By title", destination: Text("By title"))
                        }
                    }
                }
        }
    }
}
