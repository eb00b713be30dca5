import SwiftUI

// The app closed the item and the call on one line, left of the item: the item's brace goes
// under the item in the toolbar.
struct SignalLog: View {
	var body: some View {
		List {
			Text("entry")
		}
		.navigationTitle("Log")
		.toolbar {
			ToolbarItem(placement: .topBarTrailing) {
				ZStack {
				Image(systemName: "antenna.radiowaves.left.and.right")
				}
			}
		}
	}
}
