import SwiftUI

struct BolusPage: View {
    let goBack: () -> Void

    var body: some View {
        Form {
            Text("Bolus")
        }
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button {
                    goBack()
                }
                label: { Text("Back") }
            }
        }
    }
}
