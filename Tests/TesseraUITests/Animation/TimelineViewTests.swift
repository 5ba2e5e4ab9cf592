import Foundation
import TesseraUI
import Testing

/// `TimelineView` draws one still at the status bar's moment.
@MainActor @Suite struct TimelineViewTests {
  @Test func aStillIsDrawnAtTheStatusBarsMoment() throws {
    var seen: Date?
    let view = TimelineView(.periodic(from: .now, by: 1)) { context in
      let _ = (seen = context.date)
      Text("tick")
    }
    _ = try ImageRenderer(content: view).render()
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    let date = try #require(seen)
    let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
    #expect(parts.year == 2024 && parts.month == 6 && parts.day == 10)
    #expect(parts.hour == 9 && parts.minute == 41 && parts.second == 0)
    #expect(parts.weekday == 2)  // Monday, as the iPad status bar says
  }
}
