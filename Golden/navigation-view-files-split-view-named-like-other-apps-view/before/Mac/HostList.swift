import SwiftUI

struct HostList: View {
    var body: some View {
        Text("Host")
    }
}
