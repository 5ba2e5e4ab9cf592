/// Previews declared the older way, as SwiftUI's `PreviewProvider`:
///
///     struct ContentView_Previews: PreviewProvider {
///       static var previews: some View { ContentView() }
///     }
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews: one view, or several in a `Group`.
  @ViewBuilder static var previews: Previews { get }
  /// The platform (nil: the one being built for).
  static var platform: PreviewPlatform? { get }
}
