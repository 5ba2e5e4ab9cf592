import TesseraRaster

/// The palette and canvas the raster's reference scenes share.
protocol PrimitiveScene {}

extension PrimitiveScene {
  var ink: Color { Color(hex: "#1F2937") ?? .black }
  var blue: Color { Color(hex: "#2563EB") ?? .black }
  var violet: Color { Color(hex: "#6C5CE7") ?? .black }
  var red: Color { Color(hex: "#DC2626") ?? .black }
  var green: Color { Color(hex: "#16A34A") ?? .black }
  var amber: Color { Color(hex: "#F59E0B") ?? .black }

  /// A white canvas, 320 x 200 px unless told.
  func canvas(_ w: Int = 320, _ h: Int = 200) throws -> Canvas {
    try Canvas(width: w, height: h, background: .white)
  }
}
