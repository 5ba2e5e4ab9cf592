import SwiftUI

// Minimal stand-ins for MakeItSo's own types (not SwiftUI API).

enum Priority: String, CaseIterable, Codable, Equatable, Identifiable {
    case none, low, medium, high
    var id: Priority { self }
}

struct Reminder: Identifiable, Equatable, Hashable {
    var id: String? = UUID().uuidString
    var title: String
    var flagged: Bool = false
    var priority: Priority = .none
    static let samples = [Reminder(title: "Sample")]
}

extension Date {
    func formattedRelativeToday() -> String { "" }
}

class ReminderDetailsViewModel: ObservableObject {
    @Published var reminder: Reminder
    @Published var notes = ""
    @Published var url = ""
    @Published var dueDate = Date()
    @Published var dueTime = Date()
    @Published var hasDueDate = false
    @Published var hasDueTime = false
    @Published var isShowingDatePicker = false
    @Published var isShowingTimePicker = false
    var isModified: Bool { false }
    init(reminder: Reminder) { self.reminder = reminder }
    func toggleTimePicker() {}
    func toggleDatePicker() {}
}

extension View {
    func confirmationDialog(isModified: Bool, onCancel: (() -> Void)? = nil, onCommit: @escaping () -> Void) -> some View { self }
}
