import SwiftUI

extension Pantry {
    var shelf: some View {
        List {
            ForEach(jars) { jar in
                NavigationLink(tag: jar, selection: $picked) {
                    Text("Inside \(jar.label)")
                } label: {
                    Text(jar.label)
                }
            }
        }
    }
}
