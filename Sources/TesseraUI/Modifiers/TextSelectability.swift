/// Whether text can be selected, as SwiftUI's `TextSelectability`.
public protocol TextSelectability {}
