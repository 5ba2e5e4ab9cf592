import SwiftUI

// Stand-ins for matrix-org/matrix-rich-text-editor, platforms/ios/example/Shared/View+Accessibility.swift
// (`WysiwygSharedAccessibilityIdentifier`, reduced to one case) and platforms/ios/example/Wysiwyg/
// Extensions/UIAlertController.swift (`UIAlertController.init(alert:)`, reduced to its title and cancel
// actions; the real one also adds destructive actions and text fields).
public enum WysiwygSharedAccessibilityIdentifier: String {
    case composerTextView = "WysiwygComposer"
}

extension UIAlertController {
    convenience init(alert: AlertConfig) {
        self.init(title: alert.title, message: nil, preferredStyle: .alert)
        for action in alert.actions {
            if case let .cancel(title) = action {
                addAction(UIAlertAction(title: title, style: .cancel) { _ in
                    alert.dismissAction?()
                })
            }
        }
    }
}
