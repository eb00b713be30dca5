import SwiftUI

// 한국어 주석: 내비게이션 뷰를 옮깁니다 🚀
struct 메뉴: Identifiable {
    let id: Int
    var 이름: String
}

struct MenuView: View {
    var 메뉴들: [메뉴]

    var body: some View {
        NavigationView {
            List(메뉴들) { 항목 in
                Text("🍜 \(항목.이름)")
            }
            .navigationTitle("메뉴 🍱")
            Text("메뉴를 선택하세요")
        }
    }
}

struct SpecialsView: View {
    var body: some View {
        VStack { Text("오늘의 특선 🍣"); NavigationView { Text("🍤"); Text("🍙"); Text("🍡"); Text("🍵") } }
    }
}

struct DrinksView: View {
    var body: some View {
        VStack { Text("음료 ☕️"); NavigationView { Text("🧋") }.navigationViewStyle(.stack) }
    }
}
