import SwiftUI

// Stand-ins for the app's Calendar+Milestones and DateFormatter+Milestones extensions.
extension Calendar {
    func firstDayOfMonth(for date: Date) -> Date { date }
    func isDay(_ day: Date, between firstDay: Date, and secondDay: Date) -> Bool { true }
}

extension DateFormatter {
    convenience init(calendar: Calendar, dateStyle: DateFormatter.Style = .full, dateFormat: String? = nil) {
        self.init()
    }
}

struct CalendarDateView: View {
    struct ViewState {
        init(date: Date, calendar: Calendar, isDisabled: Bool) {}
    }
    let state: ViewState
    var body: some View { EmptyView() }
}
