import SwiftUI

// Nothing reads `presentationMode` but a line the author commented out: the property goes,
// and a note says the comment would not compile if brought back.
struct DayPicker: View {
    @Binding var day: Int

    var body: some View {
        List(0..<7, id: \.self) { index in
            Button("Day \(index)") {
                day = index
                // self.presentationMode.wrappedValue.dismiss()
            }
        }
        .navigationTitle("Day")
    }
}

// The property is read and becomes `dismiss`; the commented-out read gets the same note.
struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") {
            /* presentationMode.wrappedValue.dismiss() */
            dismiss()
        }
    }
}
