import SwiftUI

struct LegalScreen: View {
    var body: some View {
        Page.licenses.view
            .navigationTitle("Legal")
    }
}

struct Root: View {
    var body: some View {
        NavigationStack {
            LegalScreen()
        }
    }
}

struct Settings: View {
    var body: some View {
        NavigationStack {
            Router.legal()
        }
    }
}
