import DesignSystem
import TesseraUI
import UILibrary

/// The dashboard page: a greeting for the current user, then the products in a grid (one
/// column of compact cards on phones, two of full cards on tablets), or the loading, empty,
/// offline or failure message the ``DashboardViewModel`` is in.
/// - Note: Page (app side).
public struct DashboardView: View {
  let viewModel: DashboardViewModel
  let styles: any StyleProvider
  @Environment(\.currentUser) var user
  @Environment(\.horizontalSizeClass) var sizeClass

  /// Creates the page.
  /// - Parameters:
  ///   - viewModel: The state to show.
  ///   - styles: Where the component styles come from.
  public init(viewModel: DashboardViewModel, styles: any StyleProvider) {
    self.viewModel = viewModel
    self.styles = styles
  }

  /// The page.
  public var body: some View {
    let regular = sizeClass == .regular
    PageTemplate(title: viewModel.greeting(for: user), subtitle: "Picked for you this week", styles: styles) {
      switch viewModel.state {
      case .idle, .loading:
        StatusMessage(.loading, text: "Loading products…", styles: styles)
      case .content:
        if viewModel.isEmpty {
          EmptyDashboard(styles: styles)
        } else {
          ProductGrid(
            cards: viewModel.cards(regular ? .regular : .compact), columns: regular ? 2 : 1, styles: styles)
        }
      case .error:
        viewModel.offlineNotice.map { OfflinePopup(configuration: $0, style: styles.offlinePopup()) }
        viewModel.problem.map { StatusMessage(.problem, text: $0, styles: styles) }
      }
    }
  }
}
