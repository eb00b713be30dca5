import SwiftUI

// `iPadMachineRow` starts with a lower-case letter, which Swift allows for a type: the project
// index reads its calls as the view they make, as it does for capitalised names, so it sees the
// row in the `List`. Its flag moves up into `Machines`, with the destination outside the list,
// as for any row view's own flag.
struct Machines: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(["web", "db"], id: \.self) { name in
                    iPadMachineRow(name: name)
                }
                NavigationLink("Settings", destination: Text("Settings"))
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct iPadMachineRow: View {
    let name: String
    @State private var opensConsole = false

    var body: some View {
        HStack {
            Text(name)
            Button("Console") { opensConsole = true }
            NavigationLink(destination: Text("Console \(name)"), isActive: $opensConsole) {
                EmptyView()
            }
        }
    }
}
