import SwiftUI

// The file steps by tabs, but this chain is indented with spaces: the toolbar's lines step by
// spaces too, not a mix of both.
struct Radios: View {
	var body: some View {
		NavigationView {
			List {
				Text("Radio")
			}
            .navigationTitle("Radios")
            .navigationBarItems(trailing: Image(systemName: "antenna.radiowaves.left.and.right"))
		}
	}
}
