import FuzzSupport
import TesseraPNG
import TesseraRaster

/// Fuzz target: PNG decoding of arbitrary bytes. Decoding must fail cleanly or give an image
/// that encodes and decodes back to the same pixels; the stored-digest reader must never trust
/// bytes whose image data it did not check.
func fuzzPNG(_ bytes: [UInt8]) {
  let stored = PixelDigest(storedIn: bytes)
  guard let image = try? PNG.decode(bytes, source: "fuzz") else { return }
  if let stored, stored != PixelDigest(image) {
    // Only possible when a file's pixels are not what its digest says.
    preconditionFailure("stored digest \(stored) does not match the decoded pixels")
  }
  guard image.width * image.height <= 1 << 20, let again = try? PNG.encode(image, options: .standard) else {
    return
  }
  guard let back = try? PNG.decode(again), back == image else {
    preconditionFailure("a decoded image does not survive encoding and decoding again")
  }
}

/// Replays files, or fuzzes under libFuzzer (see `FuzzMain`).
@main enum FuzzPNGDecoderMain {
  static func main() { FuzzMain.run(fuzzPNG) }
}
