nonisolated extension View {
  /// This view drawn in an iOS design: its system colours, controls, lists and bars as that
  /// version of iOS draws them (a Tessera addition; SwiftUI takes the design from the SDK).
  public func systemDesign(_ design: SystemDesign) -> some View {
    modifier(EnvironmentModifier { $0.systemDesign = design })
  }
}
