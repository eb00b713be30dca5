import SwiftUI

// The stack style on the root's navigation view also reaches, through a sheet, the sheet's own
// navigation view, which becomes a stack. The root's navigation view stays (its row's link is
// refused), so the style stays with it: without it, that navigation view would show columns
// on iPad. The sheet's stack ignores it.
struct Garage: View {
    var body: some View {
        NavigationView {
            ToolShelf()
        }
        .navigationViewStyle(.stack)
    }
}

struct ToolShelf: View {
    struct Tool: Identifiable, Codable {
        var id = UUID()
        var name = "Wrench"
        var open = false
    }

    @State var tools: [Tool] = [Tool()]
    @State var showsOrder = false

    var body: some View {
        List {
            ForEach($tools) { tool in
                NavigationLink(destination: Text(tool.name.wrappedValue), isActive: tool.open) {
                    Text(tool.name.wrappedValue)
                }
            }
            Button("Order") { showsOrder = true }
        }
        .sheet(isPresented: $showsOrder) { OrderSheet() }
    }
}

struct OrderSheet: View {
    var body: some View {
        NavigationStack {
            Text("Order parts")
        }
    }
}
