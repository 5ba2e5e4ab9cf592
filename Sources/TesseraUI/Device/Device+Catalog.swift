import TesseraGeometry

extension Device {
  private static func phone(
    _ name: String, _ w: Double, _ h: Double, scale: Double = 3, top: Double, landscapeSide: Double,
    radius: Double
  ) -> Device {
    Device(
      name: name, idiom: .phone, portraitWidth: w, portraitHeight: h, scale: scale,
      portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0),
      landscapeSafeArea: EdgeInsets(top: 0, leading: landscapeSide, bottom: 21, trailing: landscapeSide),
      topHardware: .dynamicIsland, displayCornerRadius: radius, hasHomeIndicator: true)
  }

  private static func pad(_ name: String, _ w: Double, _ h: Double, radius: Double) -> Device {
    Device(
      name: name, idiom: .pad, portraitWidth: w, portraitHeight: h, scale: 2,
      portraitSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
      landscapeSafeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0),
      topHardware: .tablet, displayCornerRadius: radius, hasHomeIndicator: true)
  }

  /// iPhone SE (3rd generation): 375x667 pt at 2x, home button, 20-point status bar.
  public static let iPhoneSE = Device(
    name: "iPhone SE", idiom: .phone, portraitWidth: 375, portraitHeight: 667, scale: 2,
    portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    landscapeSafeArea: EdgeInsets(), topHardware: .none, displayCornerRadius: 0, hasHomeIndicator: false)
  /// iPhone 16: 393x852 pt at 3x; safe area 59 top, 34 bottom (59 sides, 21 bottom in landscape).
  public static let iPhone16 = phone("iPhone 16", 393, 852, top: 59, landscapeSide: 59, radius: 55)
  /// iPhone 16 Plus: 430x932 pt at 3x; safe area 59 top, 34 bottom.
  public static let iPhone16Plus = phone("iPhone 16 Plus", 430, 932, top: 59, landscapeSide: 59, radius: 55)
  /// iPhone 16 Pro: 402x874 pt at 3x; safe area 62 top, 34 bottom.
  public static let iPhone16Pro = phone("iPhone 16 Pro", 402, 874, top: 62, landscapeSide: 62, radius: 62)
  /// iPhone 16 Pro Max: 440x956 pt at 3x; safe area 62 top, 34 bottom.
  public static let iPhone16ProMax = phone(
    "iPhone 16 Pro Max", 440, 956, top: 62, landscapeSide: 62, radius: 62)
  /// iPhone SE (1st generation): 320x568 pt at 2x, home button, 20-point status bar (the smallest
  /// screen snapshot tests still use).
  public static let iPhoneSE1 = Device(
    name: "iPhone SE (1st generation)", idiom: .phone, portraitWidth: 320, portraitHeight: 568, scale: 2,
    portraitSafeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0),
    landscapeSafeArea: EdgeInsets(), topHardware: .none, displayCornerRadius: 0, hasHomeIndicator: false)
  /// iPhone X (and XS, 11 Pro): 375x812 pt at 3x; safe area 44 top, 34 bottom.
  public static let iPhoneX = phone("iPhone X", 375, 812, top: 44, landscapeSide: 44, radius: 39)
  /// iPhone 13 mini (and 12 mini): 375x812 pt at 3x; safe area 50 top, 34 bottom.
  public static let iPhone13Mini = phone("iPhone 13 mini", 375, 812, top: 50, landscapeSide: 50, radius: 44)
  /// iPhone 13 (and 12, 12 Pro, 13 Pro, 14): 390x844 pt at 3x; safe area 47 top, 34 bottom.
  public static let iPhone13 = phone("iPhone 13", 390, 844, top: 47, landscapeSide: 47, radius: 47.33)
  /// iPhone 11 (and XR): 414x896 pt at 2x; safe area 48 top, 34 bottom.
  public static let iPhone11 = phone(
    "iPhone 11", 414, 896, scale: 2, top: 48, landscapeSide: 48, radius: 41.5)
  /// iPhone 11 Pro Max (and XS Max): 414x896 pt at 3x; safe area 44 top, 34 bottom.
  public static let iPhone11ProMax = phone(
    "iPhone 11 Pro Max", 414, 896, top: 44, landscapeSide: 44, radius: 39)
  /// iPhone 13 Pro Max (and 12 Pro Max, 14 Plus): 428x926 pt at 3x; safe area 47 top, 34 bottom.
  public static let iPhone13ProMax = phone(
    "iPhone 13 Pro Max", 428, 926, top: 47, landscapeSide: 47, radius: 53.33)
  /// iPad mini (A17 Pro): 744x1133 pt at 2x.
  public static let iPadMini = pad("iPad mini", 744, 1133, radius: 21.5)
  /// iPad Air 11-inch (M2): 820x1180 pt at 2x; safe area 24 top, 20 bottom.
  public static let iPad11 = pad("iPad Air 11-inch", 820, 1180, radius: 18)
  /// iPad Pro 11-inch (M4): 834x1210 pt at 2x.
  public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1210, radius: 30)
  /// iPad Pro 13-inch (M4): 1032x1376 pt at 2x.
  public static let iPadPro13 = pad("iPad Pro 13-inch", 1032, 1376, radius: 30)

  /// Every named device, phones first, smallest first.
  public static let all: [Device] = [
    .iPhoneSE1, .iPhoneSE, .iPhoneX, .iPhone13Mini, .iPhone13, .iPhone16, .iPhone16Pro, .iPhone11,
    .iPhone11ProMax, .iPhone13ProMax, .iPhone16Plus, .iPhone16ProMax, .iPadMini, .iPad11, .iPadPro11,
    .iPadPro13,
  ]
}
