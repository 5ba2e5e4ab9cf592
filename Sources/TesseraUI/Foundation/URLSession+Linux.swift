#if canImport(FoundationNetworking)
  import FoundationNetworking

  /// Foundation's URL session, which Linux keeps in `FoundationNetworking` (Foundation itself has
  /// only an unavailable placeholder of the name): named here so a file that imports SwiftUI sees
  /// the session, as on Apple's systems.
  public typealias URLSession = FoundationNetworking.URLSession
#endif
