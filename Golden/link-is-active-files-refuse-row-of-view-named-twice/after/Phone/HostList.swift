import SwiftUI

// The phone app's `HostList`; the Mac app declares one too. The shared folder shows a
// `HostList` as a row of a `ForEach`, as near to the one as to the other, so it may be this
// one: its link's destination would sit in those rows, and the link stays, with a finding.
struct HostList: View {
    @State private var opensEditor = false

    var body: some View {
        VStack {
            Text("Hosts")
            Button("New host") { opensEditor = true }
            NavigationLink(destination: Text("Editor"), isActive: $opensEditor) { EmptyView() }
        }
    }
}
