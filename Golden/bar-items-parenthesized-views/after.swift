import SwiftUI

struct ListView: View {
    @State private var showAdd = false
    @State private var editing = false
    var body: some View {
        NavigationStack {
            Text("x")
                .toolbar {
                    if editing {
                        ToolbarItem(placement: .topBarLeading) {
                            Button("Done") { editing = false }
                        }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button(action: { showAdd = true }) {
                            Image(systemName: "plus")
                        }
                    }
                }
        }
    }
}
