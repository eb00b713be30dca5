import SwiftUI

// The project targets iOS 15, and the run raises it (`--ignore-deployment-target`):
// an iOS 15 check is then always true, and the code under it is migrated like
// the code around it. The fallback is for older systems, and stays as written.
struct WaitingRoom: View {
    var body: some View {
        NavigationStack {
            Text("Patients")
        }
    }
}

struct Appointments: View {
    var body: some View {
        if #available(iOS 15, *) {
            NavigationStack {
                Text("Today")
            }
        } else {
            NavigationView {
                Text("Today")
            }
            .navigationViewStyle(.stack)
        }
    }
}
