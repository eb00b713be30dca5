import SwiftUI

struct BolusPage: View {
    let goBack: () -> Void

    var body: some View {
        Form {
            Text("Bolus")
        }
        .navigationBarItems(
            leading: Button {
                goBack()
            }
            label: { Text("Back") }
        )
    }
}
