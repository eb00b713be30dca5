import SwiftUI

// Hidden isActive links in a `ZStack` that is all a helper shows, behind a view, whose
// destinations read the helper's parameter. One link alone there becomes a `Color.clear` that
// carries its destination; two would need the stack kept around two carriers, which navmigrate
// does not write, so they stay, with their navigation view, and a finding. So does a lone link
// in a stack written after `return` that holds a comment, which would have no line of its own
// above the carrier.
final class Model: ObservableObject {
    @Published var item: String? = "A"
    @Published var showEdit = false
    @Published var showInfo = false
}

struct Root: View {
    var body: some View {
        NavigationView {
            VStack {
                ItemScreen()
                ReturnedScreen()
            }
        }
    }
}

struct ItemScreen: View {
    @StateObject var model = Model()

    var body: some View {
        if let item = model.item {
            Text(item)
                .background(links(item))
        }
    }

    private func links(_ item: String) -> some View {
        ZStack {
            NavigationLink(destination: Text("Edit \(item)"), isActive: $model.showEdit) { EmptyView() }
            NavigationLink(destination: Text("Info \(item)"), isActive: $model.showInfo) { EmptyView() }
        }
    }
}

struct ReturnedScreen: View {
    @StateObject var model = Model()

    var body: some View {
        if let item = model.item {
            Text(item)
                .background(editLink(item))
        }
    }

    private func editLink(_ item: String) -> some View {
        return ZStack {
            // Opened from the toolbar.
            NavigationLink(destination: Text("Edit \(item)"), isActive: $model.showEdit) { EmptyView() }
        }
    }
}
