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
        NavigationStack {
            List {
                ForEach($options) { option in
                    NavigationLink { Text(option.title.wrappedValue) } label: {
                        Text(option.title.wrappedValue)
                    }
                }
            }
            .navigationTitle("Options")
        }
    }
}
