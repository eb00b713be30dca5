import SwiftUI

struct Numbers: View {
    @State private var opens: Int?

    var body: some View {
        NavigationStack {
            List {
                ForEach(0..<3) { number in
                    NumberRow(opens: $opens, number: number)
                }
            }
            .navigationDestination(isPresented: Binding(get: { opens != nil }, set: { if !$0 { opens = nil } })) {
                if let number = opens {
                    Text("Number \(number)")
                }
            }
        }
    }
}
