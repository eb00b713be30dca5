import SwiftUI

// The view beside the hidden link in its branch is a type's static view (`Color.clear`): it
// carries the destination.
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
                    Color.clear.frame(width: 0, height: 0)
                } else {
                    NavigationLink(destination: Text("Calendar"), isActive: $opensCalendar) {
                        EmptyView()
                    }
                    Color.clear
                }
                Button("Continue") {
                    if resumes { opensPlan = true } else { opensCalendar = true }
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
