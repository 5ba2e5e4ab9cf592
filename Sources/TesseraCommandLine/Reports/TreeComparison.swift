import TesseraFiles

/// Compares the accessibility trees `verify --audit` wrote beside its images with those beside the
/// reference images (`<image>.a11y.txt`): a changed label, trait, value or reading order is a
/// change, as a changed pixel is.
struct TreeComparison {
  /// The reference folder.
  var references: String
  /// The folder the images and their trees were rendered into.
  var rendered: String
  /// The images whose trees to compare, relative to both folders.
  var images: [String]

  /// What the comparison found.
  struct Result {
    /// One line per changed tree: the image and the first differing line.
    var changed: [String] = []
    /// Images whose reference folder has no tree (recorded without `--audit`).
    var withoutReference = 0
    /// Trees compared.
    var compared = 0
  }

  func run() -> Result {
    var result = Result()
    for image in images {
      let tree = CatalogRun.treePath(image)
      guard case .success(let actual) = FileBytes.read(rendered + "/" + tree, limit: 16 << 20) else {
        continue
      }
      guard case .success(let expected) = FileBytes.read(references + "/" + tree, limit: 16 << 20) else {
        result.withoutReference += 1
        continue
      }
      result.compared += 1
      guard actual != expected else { continue }
      let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let e = String(decoding: expected, as: UTF8.self).split(
        separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
      let was = line < e.count ? String(e[line]) : "<end>"
      let now = line < a.count ? String(a[line]) : "<end>"
      result.changed.append(
        "\(Escape.console(tree)): line \(line + 1): was \(Escape.console(was)); now \(Escape.console(now))")
    }
    return result
  }
}
