// The list's view passes `showsInfo:` to a banner of its own, a label of that call, not a name
// the view declares or reads: the row's flag of that name moves up beside it.
import SwiftUI

struct Station: Hashable {
    var name: String
}

struct Banner: View {
    var showsInfo: Bool

    var body: some View {
        Text(showsInfo ? "Tap a station for more" : "Stations")
    }
}

struct StationRow: View {
    let station: Station
    @Binding var showsInfo: Station?

    var body: some View {
        Text(station.name)
            .onTapGesture { showsInfo = station }
    }
}

struct StationList: View {
    var stations: [Station]
    @State private var showsInfo: Station?

    var body: some View {
        NavigationStack {
            VStack {
                Banner(showsInfo: true)
                List(stations, id: \.self) { station in
                    StationRow(station: station, showsInfo: $showsInfo)
                }
                .navigationDestination(isPresented: Binding(
                    get: { showsInfo != nil },
                    set: { if !$0 { showsInfo = nil } }
                )) {
                    if let station = showsInfo {
                        Text("About \(station.name)")
                    }
                }
            }
        }
    }
}
