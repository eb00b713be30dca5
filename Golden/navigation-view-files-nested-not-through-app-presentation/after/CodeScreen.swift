import SwiftUI

struct CodeScreen: View {
    var body: some View {
        NavigationStack {
            Text("Code")
                .navigationTitle("My code")
        }
    }
}
