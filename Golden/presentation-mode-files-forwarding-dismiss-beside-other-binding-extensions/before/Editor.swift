import SwiftUI

struct Editor: View {
    @Environment(\.presentationMode) private var mode
    @State private var showsHelp = false

    var body: some View {
        VStack {
            Button("Done") { mode.dismiss() }
            Button("Hide help") { $showsHelp.dismiss() }
        }
        .sheet(isPresented: $showsHelp) { Text("Help") }
    }
}
