import SwiftUI

// Stand-ins for thebaselab/codeapp, CodeApp/Extensions/Color+init.swift (`Color.init(id:)`) and
// CodeApp/Managers/EditorImplementation/EditorImplementation.swift (`EditorImplementation`, reduced to the
// methods this file calls; `CursorDirection` copied) and MonacoImplementation.swift (an NSObject subclass).
extension Color {
    init(id: String) {
        self = .gray
    }
}

enum CursorDirection {
    case left, right, up, down
}

protocol EditorImplementation: AnyObject {
    func blur() async
    func undo() async
    func redo() async
    func getSelectedValue() async -> String
    func pasteText(text: String) async
    func moveCursor(direction: CursorDirection) async
}

class MonacoImplementation: NSObject, EditorImplementation {
    func blur() async {}
    func undo() async {}
    func redo() async {}
    func getSelectedValue() async -> String { "" }
    func pasteText(text: String) async {}
    func moveCursor(direction: CursorDirection) async {}
}
