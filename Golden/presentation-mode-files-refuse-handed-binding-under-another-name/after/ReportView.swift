import SwiftUI

struct ReportView: View {
    @Environment(\.presentationMode) var presentation

    var body: some View {
        Form {
            Text("Why?")
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                BackButton(title: "Cancel", presentation: presentation)
            }
        }
    }
}
