import SwiftUI

struct PreferencesView: View {
    var isEmbedded = false

    var body: some View {
        if isEmbedded {
            form
        } else {
            NavigationStack {
                form
            }
        }
    }

    private var form: some View {
        Form {
            NavigationLink("Account") {
                Text("Account")
            }
        }
    }
}
