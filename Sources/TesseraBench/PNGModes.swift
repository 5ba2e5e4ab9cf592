import Foundation
import TesseraPNG
import TesseraRaster
import TesseraText

/// Prints encode time and size of several encoder settings on the reference scenes.
enum PNGModes {
  static func run(scenes: [ReferenceScene]) throws {
    var modes: [(String, PNGOptions)] = [
      ("standard", .standard), ("zlib", .zlib), ("smallest", .smallest),
      ("zlib 1 thread", PNGOptions.zlib.singleThreaded),
    ]
    for level in [1, 2, 3, 6] {
      for filter in [PNGOptions.RowFilter.up, .adaptive, .paeth] {
        modes.append(("z\(level) \(filter)", PNGOptions(compressionLevel: level, filter: filter)))
      }
    }
    modes.append(("standard 1 thread", PNGOptions.standard.singleThreaded))
    for scene in scenes {
      let image = try scene.render(fonts: try FontLibrary.bundled())
      for (name, options) in modes {
        var bytes = 0
        let s = try Stats.measure(warmup: 2, minIters: 20, minTime: 0.5, maxIters: 500) {
          bytes = try PNG.encode(image, options: options).count
        }
        print("\(scene.name)\t\(name)\t\(round3(s.median)) ms\t\(bytes) B")
      }
    }
  }
}
