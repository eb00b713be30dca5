import SwiftUI

struct Report: View {
    let text: String

    init(path: String) throws {
        text = path
    }

    var body: some View {
        Text(text)
    }
}

// The destination is made with `try`, which the closure every new form puts it in (neither
// throwing nor async) does not allow: the link stays, with a finding.
struct ReportRow: View {
    let path: String
    @State private var showsReport = false

    var body: some View {
        NavigationStack {
            if let link = try? reportLink() {
                link
            }
        }
    }

    func reportLink() throws -> some View {
        NavigationLink(destination: try Report(path: path), isActive: $showsReport) {
            Text(path)
        }
    }
}

// A destination that handles its error where it stands (`try?`) goes into the closure as it is.
struct DraftRow: View {
    @State private var showsDraft = false

    var body: some View {
        NavigationStack {
            NavigationLink(destination: try? Report(path: "draft"), isActive: $showsDraft) {
                Text("Draft")
            }
        }
    }
}
