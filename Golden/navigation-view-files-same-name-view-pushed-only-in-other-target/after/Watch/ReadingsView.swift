import SwiftUI

struct ReadingsView: View {
    var body: some View {
        Text("Glucose")
    }
}
