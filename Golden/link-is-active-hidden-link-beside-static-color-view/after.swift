import SwiftUI

// The view beside the hidden link in its branch is a type's static view (`Color.clear`): it
// carries the destination.
struct VerifyCode: View {
    let resumes: Bool
    @State private var opensPlan = false
    @State private var opensCalendar = false

    var body: some View {
        NavigationStack {
            VStack {
                if resumes {
                    Color.clear.frame(width: 0, height: 0)
                        .navigationDestination(isPresented: $opensPlan) {
                            Text("Plan")
                        }
                } else {
                    Color.clear
                        .navigationDestination(isPresented: $opensCalendar) {
                            Text("Calendar")
                        }
                }
                Button("Continue") {
                    if resumes { opensPlan = true } else { opensCalendar = true }
                }
            }
        }
    }
}
