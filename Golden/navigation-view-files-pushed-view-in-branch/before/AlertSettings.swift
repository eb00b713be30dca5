import SwiftUI

// `PermissionsView` is pushed in the flow mode, which shows no navigation view of its own, and
// presented in its top-level mode, which does: the view already has its navigation view only
// where it is shown, so it becomes a stack there.
struct AlertSettings: View {
    @State private var showsPermissions = false

    var body: some View {
        NavigationView {
            List {
                NavigationLink("Permissions") {
                    PermissionsView(mode: .flow)
                }
                Button("Review permissions") { showsPermissions = true }
            }
            .sheet(isPresented: $showsPermissions) {
                PermissionsView()
            }
        }
        .navigationViewStyle(.stack)
    }
}
