import SwiftUI

struct CommentsView: View {
    var body: some View {
        Text("Comments")
    }
}

struct CodeRow: View {
    let code: String
    @State private var commentsLinkActive = false

    var body: some View {
        VStack(alignment: .leading) {
            Text(code)
            Button("Comments") { commentsLinkActive = true }
            if commentsLinkActive {
                NavigationLink(destination: CommentsView(), isActive: $commentsLinkActive) {
                    EmptyView()
                }
            }
        }
    }
}

struct HeadersView: View {
    @Binding var isRequestRawActive: Bool
    @Binding var isResponseRawActive: Bool

    var body: some View {
        VStack {
            HStack {
                Button("Request") { isRequestRawActive = true }
                Button("Response") { isResponseRawActive = true }
            }

            NavigationLink(destination: Text("Request headers"), isActive: $isRequestRawActive) {
                Text("")
            }.hidden()

            NavigationLink(destination: Text("Response headers"), isActive: $isResponseRawActive) {
                Text("")
            }.hidden()
        }
    }
}
