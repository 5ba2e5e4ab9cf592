import Foundation
import TesseraFiles

/// Checks and creates the folder of a single output file (`render -o`), with errors that say what
/// is wrong. Folders whose files Tessera manages are ``ManagedFolder``s.
enum OutputFolder {
  static func prepare(_ path: String) throws {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue {
      throw UsageError("the output \(Escape.console(path)) is a file, not a folder")
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw UsageError(
        "cannot create the output folder \(Escape.console(path)): \(ManagedFolder.words(error))")
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw UsageError("cannot write into the output folder \(Escape.console(path)) (permission denied)")
    }
  }
}

/// Shell-style globs: `*` any run of characters, `?` one character.
enum Glob {
  static func matches(_ pattern: String, _ text: String) -> Bool {
    let p = Array(pattern)
    let t = Array(text)
    var pi = 0
    var ti = 0
    var star = -1
    var mark = 0
    while ti < t.count {
      if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
        pi += 1
        ti += 1
      } else if pi < p.count && p[pi] == "*" {
        star = pi
        mark = ti
        pi += 1
      } else if star >= 0 {
        pi = star + 1
        mark += 1
        ti = mark
      } else {
        return false
      }
    }
    while pi < p.count && p[pi] == "*" { pi += 1 }
    return pi == p.count
  }
}
