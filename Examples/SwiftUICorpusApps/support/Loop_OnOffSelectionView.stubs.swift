import SwiftUI

// App view model (Loop WatchApp Extension/View Models/OnOffSelectionViewModel.swift)
enum SelectedButton {
    case on
    case off
}

class OnOffSelectionViewModel: ObservableObject {
    var title: String
    var message: String
    var onSelection: (Bool) -> Void
    var selectedButton: SelectedButton
    var selectedButtonTint: UIColor
    var dismiss: (() -> Void)?

    init(title: String, message: String, onSelection: @escaping (Bool) -> Void, selectedButton: SelectedButton, selectedButtonTint: UIColor) {
        self.title = title
        self.message = message
        self.onSelection = onSelection
        self.selectedButton = selectedButton
        self.selectedButtonTint = selectedButtonTint
    }
}

// App colours (Loop WatchApp Extension/Extensions/UIColor.swift)
extension UIColor {
    static let carbsColor = UIColor(red: 0.39, green: 0.82, blue: 0.24, alpha: 1)
    static let glucose = UIColor(red: 0.2, green: 0.67, blue: 0.86, alpha: 1)
}
