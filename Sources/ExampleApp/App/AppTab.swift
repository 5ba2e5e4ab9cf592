/// The tabs of the signed-in app, in the tab bar's order.
public enum AppTab: String, Hashable, Sendable, CaseIterable {
  /// The products: the dashboard, and what it pushes.
  case shop
  /// The customer's profile.
  case profile

  /// The tab bar item's title.
  public var title: String { self == .shop ? "Shop" : "Profile" }

  /// The tab bar item's SF Symbols name.
  public var systemImage: String { self == .shop ? "bag" : "person.crop.circle" }
}
