// Indented with tabs and aligned with spaces after them (Xcode's tab setting): a link that
// becomes a button moves its aligned arguments left by the shorter name; lines that follow the
// nesting with tabs (the label's body, its closing brace) stay where they are.
import SwiftUI

struct SafetyMenu: View {
	enum Step: Hashable { case backup, restore }
	@State private var step: Step?

	var body: some View {
		NavigationView {
			VStack {
				NavigationLink(destination: Text("Back up your keys"),
				               tag: Step.backup,
				               selection: $step,
				               label: {
					Label("Back up", systemImage: "key")
				})
				NavigationLink(destination: Text("Restore"),
				               tag: Step.restore,
				               selection: $step,
				               label: {
				                   Label("Restore", systemImage: "key")
				               })
			}
		}
		.navigationViewStyle(.stack)
	}
}
