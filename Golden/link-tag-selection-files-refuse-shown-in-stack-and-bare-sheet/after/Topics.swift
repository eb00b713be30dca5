// `TopicList` is the root of a one-column navigation view and also the content of a sheet
// with no navigation view, where its links never pushed: the finding names the sheet, the
// place that stops the migration, rather than advising plain links for the stack alone.
import SwiftUI

enum Topic: Hashable, CaseIterable, Identifiable {
    case news, sport
    var id: Self { self }
}

struct TopicList: View {
    @State private var open: Topic?

    var body: some View {
        List {
            ForEach(Topic.allCases) { topic in
                NavigationLink(tag: topic, selection: $open) {
                    Text("Stories about \(String(describing: topic))")
                } label: {
                    Text(String(describing: topic))
                }
            }
        }
    }
}
