import TesseraUI

/// The signed-in app: a tab bar with the shop and the profile, each tab its own navigation
/// stack whose root is the tab's page (the page sets its large title).
/// - Note: Template (app side): the app's chrome, with the pages given.
public struct MainTabView<Shop: View, Profile: View>: View {
  @State private var selection: AppTab
  let shop: Shop
  let profile: Profile

  /// Creates the tab view.
  /// - Parameters:
  ///   - selection: The tab shown first. Default `.shop`.
  ///   - shop: The shop tab's root page.
  ///   - profile: The profile tab's root page.
  public init(selection: AppTab = .shop, @ViewBuilder shop: () -> Shop, @ViewBuilder profile: () -> Profile) {
    _selection = State(initialValue: selection)
    self.shop = shop()
    self.profile = profile()
  }

  /// The tab view.
  public var body: some View {
    TabView(selection: $selection) {
      Tab(value: AppTab.shop) {
        NavigationStack { shop }
      } label: {
        tabLabel(.shop)
      }
      Tab(value: AppTab.profile) {
        NavigationStack { profile }
      } label: {
        tabLabel(.profile)
      }
    }
  }

  /// A tab's label. The unselected item's gray is iOS's own (2.8:1 on the bar), which SwiftUI
  /// cannot change; the audit is told so.
  private func tabLabel(_ tab: AppTab) -> some View {
    Label(tab.title, systemImage: tab.systemImage)
      .auditIgnored(
        .contrast,
        reason: "iOS draws unselected tab items in its own gray; only UIKit's appearance API changes it")
  }
}
