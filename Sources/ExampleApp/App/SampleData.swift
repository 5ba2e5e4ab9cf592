/// The data mock services answer with, for previews, tests and the catalog.
public enum SampleData {
  /// A signed-in customer.
  public static let user = User(id: "u-1815", email: "ada@example.com", displayName: "Ada Lovelace")

  /// Six products, one of each kind of card content (badge or not, long and short names).
  public static let products: [Product] = [
    Product(
      id: "p-1", name: "Noise-cancelling headphones", category: "Audio",
      summary: "Forty hours of quiet on one charge, and a case that fits a coat pocket.", priceCents: 29_900,
      badge: "New", icon: "headphones"),
    Product(
      id: "p-2", name: "Travel backpack", category: "Bags",
      summary: "A laptop sleeve, a shoe pocket and straps that tuck away for flights.", priceCents: 12_900,
      icon: "backpack"),
    Product(
      id: "p-3", name: "Espresso grinder", category: "Kitchen",
      summary: "Forty grind settings and a timer, for one cup or a whole pot.", priceCents: 18_950,
      badge: "Sale", icon: "coffee"),
    Product(
      id: "p-4", name: "Desk lamp", category: "Home",
      summary: "Warm to daylight white, with a dimmer that remembers your setting.", priceCents: 6_400,
      icon: "light"),
    Product(
      id: "p-5", name: "Running watch", category: "Sport",
      summary: "GPS, heart rate and a battery that lasts a marathon week.", priceCents: 129_900, icon: "watch"
    ),
    Product(
      id: "p-6", name: "Notebook set", category: "Stationery",
      summary: "Three dotted notebooks with lay-flat binding.", priceCents: 1_850, icon: "menu_book"),
  ]

  /// The customer's profile.
  public static let profile = Profile(
    user: user, memberSince: "2023-04-12", plan: "Plus", orderCount: 27, city: "London")
}
