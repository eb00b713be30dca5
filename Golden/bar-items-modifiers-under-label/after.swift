import SwiftUI

struct AddView: View {
	@Binding var isPresented: Bool
	var body: some View {
		NavigationStack {
			Form {
				Text("x")
			}
			.toolbar {
				ToolbarItem(placement: .topBarLeading) {
					Button("Cancel", action: {
						isPresented = false
					}
					)
					.disabled(false)
				}
				ToolbarItem(placement: .topBarTrailing) {
					Button("Add", action: {
						isPresented = false
					}
					)
					.disabled(!isPresented)
				}
			}
		}
	}
}
