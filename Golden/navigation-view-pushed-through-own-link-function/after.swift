import SwiftUI

// A row the view builds with a function of its own that makes a link of what it is handed
// (`row { CreditsView() } label: { ... }`): the handed view is pushed, as by a link written in
// place, so its navigation view goes (a stack inside the stack would misbehave). A function
// that only lays out what it is handed (`card { ... }`) pushes nothing: the view it shows there
// keeps its navigation view, and the outer one is refused for the nesting.
struct LegalView: View {
    var body: some View {
        NavigationStack {
            List {
                row {
                    CreditsView()
                } label: {
                    Text("Credits")
                }
            }
            .navigationTitle("Legal")
        }
    }

    private func row<Destination: View, Label: View>(
        @ViewBuilder destination: () -> Destination,
        @ViewBuilder label: () -> Label
    ) -> some View {
        NavigationLink {
            destination()
        } label: {
            label()
        }
    }
}

struct CreditsView: View {
    var body: some View {
        List {
            Text("Weather data: Example Service")
        }
        .navigationTitle("Credits")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct AboutView: View {
    var body: some View {
        NavigationView {
            card {
                LicenseView()
            }
        }
        .navigationViewStyle(.stack)
    }

    private func card<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        VStack {
            content()
        }
        .padding()
    }
}

struct LicenseView: View {
    var body: some View {
        NavigationView {
            Text("License")
        }
        .navigationViewStyle(.stack)
    }
}
