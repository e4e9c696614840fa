import SwiftUI

struct FilesView: View {
    let count: Int
    let name: String
    var ratio: Double = 0.5

    var body: some View {
        VStack {
            Text("Make Plain Text", comment: "Menu item to make the current document plain text")
            Text("\(count) files", comment: "Number of files in the folder")
            Text("\(name) shared \(count) files", comment: "Who shared how many files")
            Text("Yes", tableName: "Custom", comment: "A comment")
            Text(verbatim: "Not localized")
            Text(name)
        }
    }

    func title() -> String {
        String(localized: "welcome.title", defaultValue: "Welcome!", comment: "Greeting on the welcome screen")
    }

    func resource() -> LocalizedStringResource {
        LocalizedStringResource("ratio.label", defaultValue: "Ratio: \(ratio)", comment: "The ratio of used space")
    }

    func alert(tool: String, action: String) -> String {
        let format = NSLocalizedString("%@ Error! %@ failed!", comment: "Message in alert dialog when something fails")
        return String(format: format, tool, action)
    }

    let raw = NSLocalizedString(#"Say "hi""#, comment: "A raw string")
    /* A nested /* NSLocalizedString("In a nested comment", comment: "") */ comment. */
}
