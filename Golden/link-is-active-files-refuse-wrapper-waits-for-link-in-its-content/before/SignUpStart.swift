import SwiftUI

struct SignUpStart: View {
    @State private var showsTerms = false

    var body: some View {
        ScreenChrome {
            termsLink
        }
        .onAppear { showsTerms = true }
    }

    private var termsLink: some View {
        NavigationLink(destination: Text("Terms"), isActive: $showsTerms) {
            EmptyView()
        }
    }
}
