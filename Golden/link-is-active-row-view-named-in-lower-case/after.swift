import SwiftUI

// `iPadMachineRow` starts with a lower-case letter, which Swift allows for a type: the project
// index reads its calls as the view they make, as it does for capitalised names, so it sees the
// row in the `List`. Its flag moves up into `Machines`, with the destination outside the list,
// as for any row view's own flag.
struct Machines: View {
    @State private var opensConsole: String?

    var body: some View {
        NavigationStack {
            List {
                ForEach(["web", "db"], id: \.self) { name in
                    iPadMachineRow(name: name, opensConsole: $opensConsole)
                }
                NavigationLink("Settings") { Text("Settings") }
            }
            .navigationDestination(isPresented: Binding(
                get: { opensConsole != nil },
                set: { if !$0 { opensConsole = nil } }
            )) {
                if let name = opensConsole {
                    Text("Console \(name)")
                }
            }
        }
    }
}

struct iPadMachineRow: View {
    let name: String
    @Binding var opensConsole: String?

    var body: some View {
        HStack {
            Text(name)
            Button("Console") { opensConsole = name }
        }
    }
}
