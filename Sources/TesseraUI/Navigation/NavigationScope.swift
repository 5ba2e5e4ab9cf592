/// What the views of one screen of a navigation stack tell it while they are resolved (SwiftUI's
/// preferences): title, display mode, toolbar items, destinations, search field, bar settings.
/// Modifiers write after resolving their content, so the outermost modifier wins, as in SwiftUI.
final class NavigationScope {
  var title: Text?
  var displayMode: NavigationBarItem.TitleDisplayMode?
  var toolbar: [ToolbarEntry] = []
  /// Destinations for values of a type (`.navigationDestination(for:destination:)`).
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// Destinations shown because a binding says so (`.navigationDestination(isPresented:)`,
  /// deprecated `NavigationLink(isActive:)`).
  var presented: [AnyView] = []
  var search: (text: String, prompt: Text?)?
  var barHidden = false
  var backButtonHidden = false
  var barBackground: Visibility = .automatic
  var barBackgroundStyle: AnyShapeStyle?
  var tabBarHidden = false
  var tabBarBackground: Visibility = .automatic

  /// The title as a plain string (for the next screen's back button).
  var titleString: String? { title?.content }
}
