import SwiftUI

// Stand-in for LoopKit/LoopKit, LoopKitUI/Extensions/UITextField.swift (`moveCursorToEnd()`, there setting
// `selectedTextRange` to the end of the document).
extension UITextField {
    func moveCursorToEnd() {
        let newPosition = self.endOfDocument
        self.selectedTextRange = self.textRange(from: newPosition, to: newPosition)
    }
}
