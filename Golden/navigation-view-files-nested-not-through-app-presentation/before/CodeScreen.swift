import SwiftUI

struct CodeScreen: View {
    var body: some View {
        NavigationView {
            Text("Code")
                .navigationTitle("My code")
        }
    }
}
