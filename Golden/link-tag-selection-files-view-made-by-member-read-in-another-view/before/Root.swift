import SwiftUI

struct LegalScreen: View {
    var body: some View {
        Page.licenses.view
            .navigationTitle("Legal")
    }
}

struct Root: View {
    var body: some View {
        NavigationView {
            LegalScreen()
        }
        .navigationViewStyle(.stack)
    }
}

struct Settings: View {
    var body: some View {
        NavigationView {
            Router.legal()
        }
        .navigationViewStyle(.stack)
    }
}
