/// Formats `yyyy-MM-dd` dates as "April 2023", in English, the same on every machine (no locale,
/// calendar or time zone lookup: snapshots must not depend on the host).
enum MonthYear {
  private static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// "April 2023" for "2023-04-12"; nil for anything that is not such a date.
  static func format(_ isoDate: String) -> String? {
    let parts = isoDate.split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month),
      let day = Int(parts[2]), (1...31).contains(day)
    else { return nil }
    return "\(months[month - 1]) \(year)"
  }
}
