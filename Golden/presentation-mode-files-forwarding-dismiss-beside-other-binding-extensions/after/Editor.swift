import SwiftUI

struct Editor: View {
    @Environment(\.dismiss) private var dismiss
    @State private var showsHelp = false

    var body: some View {
        VStack {
            Button("Done") { dismiss() }
            Button("Hide help") { $showsHelp.dismiss() }
        }
        .sheet(isPresented: $showsHelp) { Text("Help") }
    }
}
