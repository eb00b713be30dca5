import SwiftUI

// A view an enum's member makes is shown where that member is read: `Licenses`, made by
// `Page.view` and shown in a one-column navigation view, has links whose selection only
// drove them; `Credits`, pushed from a view the same member makes, too.
enum Page {
    case licenses, about

    @ViewBuilder
    var view: some View {
        switch self {
        case .licenses: Licenses()
        case .about: About()
        }
    }
}

struct Root: View {
    var body: some View {
        NavigationStack {
            Page.licenses.view
        }
    }
}

struct Tabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                Page.about.view
            }
        }
    }
}

struct Licenses: View {
    var body: some View {
        List {
            NavigationLink("MIT") {
                Text("MIT license text")
            }
        }
    }
}

struct About: View {
    var body: some View {
        List {
            NavigationLink {
                Credits()
            } label: {
                Text("Credits")
            }
        }
    }
}

struct Credits: View {
    let names = ["Ada", "Grace"]

    var body: some View {
        List {
            ForEach(names.indices, id: \.self) { index in
                NavigationLink(names[index]) {
                    Text(names[index])
                }
            }
        }
    }
}
