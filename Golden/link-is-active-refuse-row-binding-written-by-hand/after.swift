import SwiftUI

struct Note: Identifiable {
    let id: Int
    let title: String
}

// Each row's link is driven by a binding written by hand that reads the row's `note`: the
// binding and the destination belong to the row, so the link stays, with a finding that says
// what it is (a selection of the rows) rather than advice to name the binding, which would
// leave it reading `note` all the same.
struct NotesList: View {
    let notes: [Note]
    @State private var openID: Int?

    var body: some View {
        NavigationStack {
            List(notes) { note in
                NavigationLink(
                    destination: Text(note.title),
                    isActive: Binding(get: { openID == note.id }, set: { openID = $0 ? note.id : nil })
                ) {
                    Text(note.title)
                }
            }
        }
    }
}

struct FlagHolder<Content: View>: View {
    @State private var flag = false
    let content: (Binding<Bool>) -> Content

    var body: some View {
        content($flag)
    }
}

// A closure's parameter that is no row's element (a holder handing its state): the finding is
// the one for any binding written with closures.
struct HeldLink: View {
    var body: some View {
        NavigationStack {
            FlagHolder { flag in
                NavigationLink(
                    destination: Text("Held"),
                    isActive: Binding(get: { flag.wrappedValue }, set: { flag.wrappedValue = $0 })
                ) {
                    Text("Open")
                }
            }
        }
    }
}
