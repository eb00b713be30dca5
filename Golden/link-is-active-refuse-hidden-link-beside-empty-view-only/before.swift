import SwiftUI

// The only view beside the hidden link in its branch is an `EmptyView()`, which SwiftUI leaves
// out with its modifiers: it cannot carry the destination.
struct VerifyCode: View {
    let resumes: Bool
    @State private var opensPlan = false
    @State private var opensCalendar = false

    var body: some View {
        NavigationView {
            VStack {
                if resumes {
                    NavigationLink(destination: Text("Plan"), isActive: $opensPlan) {
                        EmptyView()
                    }
                    EmptyView()
                } else {
                    NavigationLink(destination: Text("Calendar"), isActive: $opensCalendar) {
                        EmptyView()
                    }
                    EmptyView()
                }
                Button("Continue") {
                    if resumes { opensPlan = true } else { opensCalendar = true }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
