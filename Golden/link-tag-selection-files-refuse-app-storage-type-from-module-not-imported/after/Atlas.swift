import SwiftUI

// The sidebar's selection is kept in `@AppStorage` and its type, `Region`, comes from a module
// only the sidebar's file imports (MapKitchen, a package of the app's): declared here to be
// read, it would not be found, so the links stay, with a finding that names the import.
struct Atlas: View {
    var body: some View {
        NavigationView {
            Regions()
            Text("Pick a region")
        }
    }
}
