import SwiftUI

// `HelpLinks`, handed as `help:`, is shown in the wrapper's sheet, not in its navigation view:
// its refused links (one flag drives two) do not hold that navigation view back, and the
// header's link migrates with it.
struct AccountHeader: View {
    @Binding var opensProfile: Bool

    var body: some View {
        VStack {
            Button("Profile") { opensProfile = true }
            NavigationLink(destination: Text("Profile"), isActive: $opensProfile) {
                EmptyView()
            }
        }
    }
}

struct HelpLinks: View {
    @Binding var opens: Bool

    var body: some View {
        VStack {
            NavigationLink(destination: Text("Guide"), isActive: $opens) {
                EmptyView()
            }
            NavigationLink(destination: Text("Contact"), isActive: $opens) {
                EmptyView()
            }
        }
    }
}

struct Account: View {
    @State private var opensProfile = false
    @State private var opensHelp = false

    var body: some View {
        Text("Account")
            .framed(header: {
                AccountHeader(opensProfile: $opensProfile)
            }, help: {
                HelpLinks(opens: $opensHelp)
            })
    }
}
