import SwiftUI

struct ContentView: View {
    let count: Int
    var body: some View {
        VStack {
            Text("Open")
            Text("item 2")
            Text("\(count) files")
            Button(NSLocalizedString("Quit", comment: "")) {}
            Text("Only in code")
            Text("Sync now", comment: "A button no table translates yet")
        }
    }
}
