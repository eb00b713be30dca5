import SwiftUI

struct AddView: View {
	@Binding var isPresented: Bool
	var body: some View {
		NavigationView {
			Form {
				Text("x")
			}
			.navigationBarItems(
				leading:Button("Cancel", action: {
					isPresented = false
				}
				)
				.disabled(false),
				trailing:Button("Add", action: {
					isPresented = false
				}
				)
				.disabled(!isPresented)
			)
		}
	}
}
