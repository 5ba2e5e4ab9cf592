import Foundation

/// Date picker styles (every style draws the compact look here).
public protocol DatePickerStyle {}
