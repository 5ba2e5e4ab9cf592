import Foundation

/// Runs a fuzz target's body on files, without libFuzzer: every file under the paths given on
/// the command line (folders are searched recursively). The same executables, built with
/// `-sanitize=fuzzer`, are the libFuzzer targets (`Scripts/fuzz.sh`); built normally they
/// replay the seed corpus and the regression inputs, so a crash found once stays fixed.
public enum FuzzReplay {
  /// Replays the inputs named by `arguments` (default: the process's arguments) through `body`.
  /// - Returns: the number of inputs run. Exits with code 2 when a path does not exist.
  @discardableResult
  public static func run(
    arguments: [String] = Array(CommandLine.arguments.dropFirst()), _ body: ([UInt8]) -> Void
  )
    -> Int
  {
    var files: [String] = []
    for path in arguments where !path.hasPrefix("-") {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
        FileHandle.standardError.write(Data("fuzz replay: \(path) does not exist\n".utf8))
        exit(2)
      }
      if isDir.boolValue {
        let items = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        for item in items.sorted() {
          var sub: ObjCBool = false
          let full = path + "/" + item
          if FileManager.default.fileExists(atPath: full, isDirectory: &sub), !sub.boolValue,
            !item.hasSuffix(".md")
          {
            files.append(full)
          }
        }
      } else {
        files.append(path)
      }
    }
    for file in files {
      guard let data = FileManager.default.contents(atPath: file) else { continue }
      body([UInt8](data))
    }
    print("fuzz replay: \(files.count) inputs, no crash")
    return files.count
  }
}
