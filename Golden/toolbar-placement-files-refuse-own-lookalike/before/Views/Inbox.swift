import SwiftUI

struct Inbox: View {
    var body: some View {
        Text("Inbox")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add") {}
                }
            }
    }
}
