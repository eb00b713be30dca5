import SwiftUI

struct Editor: View {
    @Environment(\.presentationMode) var mode

    var body: some View {
        VStack {
            DoneToolbar(presentationMode: _mode)
            CloseButton()
        }
    }
}
