import SwiftUI

struct AccountPane: View {
    var body: some View {
        Form {
            NavigationLink("Change password") {
                Text("New password")
            }
            NavigationLink("Linked devices") {
                Text("iPhone, iPad")
            }
        }
        .navigationTitle("Account")
    }
}
