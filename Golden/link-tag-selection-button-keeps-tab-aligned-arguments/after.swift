// Indented with tabs and aligned with spaces after them (Xcode's tab setting): a link that
// becomes a button moves its aligned arguments left by the shorter name; lines that follow the
// nesting with tabs (the label's body, its closing brace) stay where they are.
import SwiftUI

struct SafetyMenu: View {
	enum Step: Hashable { case backup, restore }
	@State private var step: Step?

	var body: some View {
		NavigationStack {
			VStack {
				Button(action: { step = Step.backup },
				       label: {
					Label("Back up", systemImage: "key")
				})
				Button(action: { step = Step.restore },
				       label: {
				           Label("Restore", systemImage: "key")
				       })
			}
			.navigationDestination(isPresented: Binding(
				get: { step == Step.backup },
				set: { if !$0, step == Step.backup { step = nil } }
			)) {
				Text("Back up your keys")
			}
			.navigationDestination(isPresented: Binding(
				get: { step == Step.restore },
				set: { if !$0, step == Step.restore { step = nil } }
			)) {
				Text("Restore")
			}
		}
	}
}
