import SwiftUI

struct Receipt: View {
    @Environment(\.presentationMode) private var mode

    var body: some View {
        Button("Close") { mode.dismiss() }
    }
}
