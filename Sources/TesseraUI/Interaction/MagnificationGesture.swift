import Foundation

/// A pinch reported as its scale, SwiftUI's older `MagnificationGesture` (kept).
nonisolated public struct MagnificationGesture: Gesture {
  /// The scale, 1 at the start.
  public typealias Value = CGFloat
  /// The smallest change of scale that counts.
  public var minimumScaleDelta: CGFloat
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
