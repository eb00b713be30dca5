import SwiftUI

// Links written in a helper that the navigation view's content calls in two places (both
// branches of an `if`): every place they show is in the container, so they migrate as if
// written there. In one column the selection only drives them: plain links. In a split view the
// helper's list takes the selection and the detail column shows it.
struct Countries: View {
    @State private var refreshing = false
    let names = ["Chad", "Peru"]

    var body: some View {
        NavigationStack {
            content
        }
    }

    @ViewBuilder private var content: some View {
        if refreshing {
            VStack {
                ProgressView()
                rows(names)
            }
        } else {
            rows(names)
        }
    }

    func rows(_ names: [String]) -> some View {
        List(names, id: \.self) { name in
            NavigationLink {
                Text(name)
            } label: {
                Text(name)
            }
        }
    }
}

struct Cities: View {
    @State private var selected: String?
    @State private var refreshing = false
    let names = ["Lima", "Abuja"]

    var body: some View {
        NavigationSplitView {
            if refreshing {
                VStack {
                    ProgressView()
                    rows
                }
            } else {
                rows
            }
        } detail: {
            if let name = selected {
                Text(name)
            } else {
                Text("Pick a city")
            }
        }
    }

    private var rows: some View {
        List(names, id: \.self, selection: $selected) { name in
            NavigationLink(value: name) {
                Text(name)
            }
        }
    }
}
