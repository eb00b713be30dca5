import SwiftUI

struct EmailStep: View {
    @State private var next = false

    var body: some View {
        Button("Continue") { next = true }
            .background(
                NavigationLink(destination: Text("Password"), isActive: $next) {
                    EmptyView()
                }
            )
    }
}

struct TermsStep: View {
    @State private var details = false

    var body: some View {
        Button("Read more") { details = true }
            .background(
                NavigationLink(destination: Text("Details"), isActive: $details) {
                    EmptyView()
                }
            )
    }
}
