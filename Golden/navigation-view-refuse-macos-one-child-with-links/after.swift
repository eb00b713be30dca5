import SwiftUI

struct BarcodeList: View {
    let codes: [String]

    var body: some View {
#if os(macOS)
        // On macOS a navigation view always has columns: its links open beside the list.
        NavigationView {
            List(codes, id: \.self) { code in
                NavigationLink(code) {
                    Text("Edit \(code)")
                }
            }
            .frame(minWidth: 200)
        }
#else
        List(codes, id: \.self) { code in
            Text(code)
        }
#endif
    }
}
