import SwiftUI

// `form(embedded:)` tests its parameter, not the property the body branches on: nothing ties
// the two, so the link is not known to be only where the navigation view is. The view that
// pushes `Enrolment(embedded: true)` keeps its navigation view (its style is chosen at
// runtime), and the link stays with it.
struct Enrolment: View {
    var embedded = false
    @State private var goesOn = false

    var body: some View {
        if embedded {
            form(embedded: false)
        } else {
            NavigationView {
                form(embedded: true)
            }
            .navigationViewStyle(.stack)
        }
    }

    private func form(embedded: Bool) -> some View {
        VStack {
            if !embedded {
                NavigationLink(destination: Text("Step two"), isActive: $goesOn) {
                    EmptyView()
                }
            }
            Button("Next") {
                goesOn = true
            }
        }
    }
}

struct Portal: View {
    let look = StackNavigationViewStyle()

    var body: some View {
        NavigationView {
            NavigationLink("Enrol") {
                Enrolment(embedded: true)
            }
        }
        .navigationViewStyle(look)
    }
}

// The same with a local value of that name, bound by a tuple pattern.
struct Enlistment: View {
    var embedded = false
    var choices = (false, 0)
    @State private var goesOn = false

    var body: some View {
        if embedded {
            form
        } else {
            NavigationView {
                form
            }
            .navigationViewStyle(.stack)
        }
    }

    private var form: some View {
        let (embedded, _) = choices
        return VStack {
            if !embedded {
                NavigationLink(destination: Text("Step two"), isActive: $goesOn) {
                    EmptyView()
                }
            }
            Button("Next") {
                goesOn = true
            }
        }
    }
}

struct Lobby: View {
    let look = StackNavigationViewStyle()

    var body: some View {
        NavigationView {
            NavigationLink("Enlist") {
                Enlistment(embedded: true)
            }
        }
        .navigationViewStyle(look)
    }
}
