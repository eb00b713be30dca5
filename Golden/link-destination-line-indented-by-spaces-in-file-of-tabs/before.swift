import SwiftUI

// A file indented with tabs, where a link's line is indented with spaces: the new lines of
// the destination closure are indented with spaces too, one step in, not spaces and a tab.
struct SettingsList: View {
	var body: some View {
		List {
            NavigationLink(destination: Text("Account")) {
				Image(systemName: "person")
				Text("Account")
            }
		}
	}
}
