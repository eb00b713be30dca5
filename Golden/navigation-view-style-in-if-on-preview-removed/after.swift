import SwiftUI

// A preview styles the view it shows for iOS only, in a postfix `#if`: the one navigation view
// it reaches becomes a stack in the same run, so the style does nothing any more and goes with
// its `#if`.
struct Sheet: View {
    var body: some View {
        NavigationStack {
            Text("Body")
                .navigationTitle("Sheet")
        }
    }
}

struct Sheet_Previews: PreviewProvider {
    static var previews: some View {
        Sheet()
    }
}
