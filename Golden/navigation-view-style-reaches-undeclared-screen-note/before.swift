import SwiftUI
import ClinicKit

// The style goes with its navigation view, which also styled a screen of another module shown
// in a sheet: navmigrate cannot see whether that has a navigation view of its own, so a note
// says it may lose the style.

struct PreferencesView: View {
    @State private var showsTherapy = false

    var body: some View {
        NavigationView {
            List {
                Button("Therapy settings") { showsTherapy = true }
                NavigationLink("About") { AboutPane() }
            }
            .sheet(isPresented: $showsTherapy) {
                TherapyPanel(mode: .settings)
            }
        }
        .navigationViewStyle(.stack)
    }
}

struct AboutPane: View {
    var body: some View { Text("About") }
}
