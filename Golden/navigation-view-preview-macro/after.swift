import SwiftUI

struct Workout: Identifiable {
    let id: Int
    var name: String
    var minutes: Int
}

struct WorkoutRow: View {
    var workout: Workout

    var body: some View {
        HStack {
            Text(workout.name)
            Spacer()
            Text("\(workout.minutes) min")
        }
    }
}

struct WorkoutHistory: View {
    var workouts: [Workout]

    var body: some View {
        List(workouts) { workout in
            WorkoutRow(workout: workout)
        }
        .navigationTitle("History")
    }
}

#Preview("History") {
    NavigationStack {
        WorkoutHistory(workouts: [
            Workout(id: 1, name: "Run", minutes: 30),
            Workout(id: 2, name: "Swim", minutes: 45),
        ])
    }
}

#Preview("History on iPad") {
    NavigationSplitView {
        WorkoutHistory(workouts: [])
    } detail: {
        Text("Select a workout")
    }
}
