import SwiftUI

// The file steps by tabs, but this chain is indented with spaces: the toolbar's lines step by
// spaces too, not a mix of both.
struct Radios: View {
	var body: some View {
		NavigationStack {
			List {
				Text("Radio")
			}
            .navigationTitle("Radios")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Image(systemName: "antenna.radiowaves.left.and.right")
                }
            }
		}
	}
}
