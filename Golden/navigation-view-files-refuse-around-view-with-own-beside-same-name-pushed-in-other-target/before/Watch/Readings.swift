import SwiftUI

struct Readings: View {
    var body: some View {
        Text("Glucose")
    }
}
