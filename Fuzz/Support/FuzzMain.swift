import Foundation

#if FUZZING
  /// libFuzzer's entry point for programs that have their own `main` (LLVM 12 and later).
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif

/// The `main` of every fuzz target: with `-DFUZZING` (and `-sanitize=fuzzer`), hands the target's
/// body to libFuzzer with the command-line options (`-max_total_time=60 CORPUS…`); otherwise
/// replays the files named on the command line (``FuzzReplay``).
public enum FuzzMain {
  /// The body libFuzzer calls; set once, before the driver starts.
  nonisolated(unsafe) static var body: (([UInt8]) -> Void)?

  /// Runs the target and exits with the driver's status.
  public static func run(_ body: @escaping ([UInt8]) -> Void) -> Never {
    #if FUZZING
      FuzzMain.body = body
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        FuzzMain.body?(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
      }
      exit(status)
    #else
      FuzzReplay.run(body)
      exit(0)
    #endif
  }
}
