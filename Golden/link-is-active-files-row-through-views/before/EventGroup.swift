import SwiftUI

struct EventGroup: View {
    var names: [String]

    var body: some View {
        VStack(alignment: .leading) {
            AvatarStrip(names: names)
        }
        .navigationBarTitle("Events")
    }
}
