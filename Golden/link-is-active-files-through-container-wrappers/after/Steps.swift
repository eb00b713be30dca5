import SwiftUI

struct EmailStep: View {
    @State private var next = false

    var body: some View {
        Button("Continue") { next = true }
            .navigationDestination(isPresented: $next) {
                Text("Password")
            }
    }
}

struct TermsStep: View {
    @State private var details = false

    var body: some View {
        Button("Read more") { details = true }
            .navigationDestination(isPresented: $details) {
                Text("Details")
            }
    }
}
