import SwiftUI

struct Garden: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Greenhouse") {
                    Greenhouse()
                        .toolbar(.hidden, for: .navigationBar)
                }
            }
            .navigationTitle("Garden")
        }
    }
}
