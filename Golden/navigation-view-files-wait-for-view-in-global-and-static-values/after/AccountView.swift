import SwiftUI

struct AccountView: View {
    @State private var editing = false

    var body: some View {
        VStack {
            Button("Edit") { editing = true }
            NavigationLink(destination: Text("Edit account"), isActive: $editing) {
                EmptyView()
            }
        }
    }
}
