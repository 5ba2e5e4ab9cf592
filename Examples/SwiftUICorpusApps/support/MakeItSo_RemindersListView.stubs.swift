import SwiftUI

// Minimal stand-ins for MakeItSo's own types (not SwiftUI API).

enum Priority: String, Codable, Equatable { case none, low, medium, high }

struct Reminder: Identifiable, Equatable, Hashable {
    var id: String? = UUID().uuidString
    var title: String
    var flagged: Bool = false
    static let samples = [Reminder(title: "Sample")]
}

enum Focusable: Hashable {
    case none
    case row(id: String?)
}

class RemindersListViewModel: ObservableObject {
    @Published var reminders: [Reminder]
    @Published var selectedReminder: Reminder?
    @Published var focusedReminder: Focusable?
    init(reminders: [Reminder]) { self.reminders = reminders }
    func createNewReminder() {}
    func deleteReminder(_ reminder: Reminder) {}
    func updateReminder(_ reminder: Reminder) {}
    func flagReminder(_ reminder: Reminder) {}
    func unfocus() {}
}

struct ReminderListRowView: View {
    @Binding var reminder: Reminder
    init(reminder: Binding<Reminder>) { self._reminder = reminder }
    var body: some View { EmptyView() }
}

struct ReminderDetailsView: View {
    init(reminder: Reminder, onCancel: (() -> Void)? = nil, onCommit: @escaping (Reminder) -> Void) {}
    var body: some View { EmptyView() }
}

extension View {
    func emptyState<EmptyContent>(_ isEmpty: Bool, emptyContent: @escaping () -> EmptyContent) -> some View where EmptyContent: View { self }
    func sync<T: Equatable>(_ field1: Binding<T>, _ field2: FocusState<T>.Binding) -> some View { self }
}
