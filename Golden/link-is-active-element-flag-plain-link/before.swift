import SwiftUI

struct OptionsView: View {
    struct Option: Identifiable {
        var id = UUID()
        var title: String
        var active: Bool = false
    }

    @State var options: [Option] = [
        .init(title: "Sound"),
        .init(title: "Display"),
    ]

    var body: some View {
        NavigationView {
            List {
                ForEach($options) { option in
                    NavigationLink(destination: Text(option.title.wrappedValue), isActive: option.active) {
                        Text(option.title.wrappedValue)
                    }
                }
            }
            .navigationTitle("Options")
        }
    }
}
