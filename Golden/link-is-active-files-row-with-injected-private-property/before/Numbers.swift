import SwiftUI

struct Numbers: View {
    var body: some View {
        NavigationView {
            List {
                ForEach(0..<3) { number in
                    NumberRow(number: number)
                }
            }
        }
        .navigationViewStyle(.stack)
    }
}
