import SwiftUI

// `ProfileView` is only ever pushed from `PeopleView`'s list, so its own navigation view
// goes (a stack inside a stack misbehaves). The navigation view in its sheet starts a
// navigation of its own and becomes a stack. The preview that wraps it in a navigation view
// is not where the app shows it.
struct PeopleView: View {
    let names = ["Ada", "Grace"]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                NavigationLink {
                    ProfileView(name: name)
                } label: {
                    Text(name)
                }
            }
            .toolbar {
                NavigationLink("Status") { StatusView() }
            }
            .navigationTitle("People")
        }
    }
}

struct ProfileView: View {
    let name: String
    @State private var isEditing = false

    var body: some View {
        Text(name)
            .navigationTitle(name)
            .toolbar {
                Button("Edit") { isEditing = true }
            }
            .sheet(isPresented: $isEditing) {
                NavigationStack {
                    Text("Editing \(name)")
                        .navigationTitle("Edit")
                }
            }
    }
}

// Content that is more than one view keeps its braces, in a `Group`, so the title still
// applies to all of it.
struct StatusView: View {
    @State private var isOnline = false

    var body: some View {
        Group {
            if isOnline {
                Text("Online")
            } else {
                Text("Offline")
            }
        }
        .navigationTitle("Status")
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProfileView(name: "Ada")
        }
    }
}
