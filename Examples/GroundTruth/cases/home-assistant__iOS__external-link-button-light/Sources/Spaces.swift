import Foundation

@available(*, deprecated, renamed: "DesignSystem.Spaces", message: "Use DesignSystem.Spaces instead")
public enum Spaces {
    public static var half: CGFloat = 4
    public static var one: CGFloat = 8
    public static var oneAndHalf: CGFloat = 12
    public static var two: CGFloat = 16
    public static var three: CGFloat = 24
    public static var four: CGFloat = 32
    public static var five: CGFloat = 40
    public static var six: CGFloat = 48
}
