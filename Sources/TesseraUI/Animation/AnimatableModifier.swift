import Foundation

/// A modifier that animates its data, SwiftUI's deprecated `AnimatableModifier`.
public protocol AnimatableModifier: Animatable, ViewModifier {}
