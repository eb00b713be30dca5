import SwiftUI

// The project targets iOS 15, and the run raises it (`--ignore-deployment-target`):
// an iOS 15 check is then always true, and the code under it is migrated like
// the code around it. The fallback is for older systems, and stays as written.
struct WaitingRoom: View {
    var body: some View {
        NavigationView {
            Text("Patients")
        }
        .navigationViewStyle(.stack)
    }
}

struct Appointments: View {
    var body: some View {
        if #available(iOS 15, *) {
            NavigationView {
                Text("Today")
            }
            .navigationViewStyle(.stack)
        } else {
            NavigationView {
                Text("Today")
            }
            .navigationViewStyle(.stack)
        }
    }
}
