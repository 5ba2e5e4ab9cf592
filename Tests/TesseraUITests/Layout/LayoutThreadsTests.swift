import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraSync
import Testing

@testable import TesseraUI

/// The reused layout threads: deep trees still fit their stacks, concurrent renders each get
/// their own result, and no more than `maximumIdle` threads wait between renders.
@Suite struct LayoutThreadsTests {
  @Test func concurrentRendersGetTheirOwnResults() throws {
    let sizes = Locked<[Int: Size]>([:])
    DispatchQueue.concurrentPerform(iterations: 40) { i in
      let list = try? ImageRenderer(content: Color.red.frame(width: Double(i + 1), height: 2)).displayList()
      sizes.withLock { $0[i] = list?.size }
    }
    let all = sizes.withLock { $0 }
    for i in 0..<40 { #expect(all[i] == Size(width: Double(i + 1), height: 2)) }
    #expect(LayoutThreads.shared.idleCount <= LayoutThreads.maximumIdle)
  }

  @Test func aDeepTreeAfterManyShallowOnes() throws {
    for _ in 0..<50 { _ = try ImageRenderer(content: Color.blue.frame(width: 3, height: 3)).displayList() }
    // The same thread, reused, still has its large stack.
    let list = try ImageRenderer(content: ViewBadInputTests.Nested(depth: 1000)).displayList()
    #expect(list.size == Size(width: 2004, height: 2004))
  }

  @Test func workRunsOnceAndIsReleasedBeforeRunReturns() {
    final class Token: Sendable {}
    weak var weakToken: Token?
    let runs = Locked(0)
    do {
      let token = Token()
      weakToken = token
      LayoutThreads.shared.run {
        _ = token
        runs.withLock { $0 += 1 }
      }
    }
    #expect(runs.withLock { $0 } == 1)
    #expect(weakToken == nil)
  }
}
