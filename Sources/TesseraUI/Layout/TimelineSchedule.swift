import Foundation

/// When a timeline updates, as SwiftUI's `TimelineSchedule` (a still draws one date).
public protocol TimelineSchedule {}
