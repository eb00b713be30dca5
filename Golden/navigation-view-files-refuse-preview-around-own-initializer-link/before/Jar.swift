import SwiftUI

struct Jar: View {
    @State private var opened: String?

    var body: some View {
        Button("Open the jar") { opened = "jam" }
            .background(NavigationLink(showing: $opened) { name in Text(name) })
    }
}

struct Jar_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            Jar()
        }
    }
}
