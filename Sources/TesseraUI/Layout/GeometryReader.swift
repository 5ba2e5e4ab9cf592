import Foundation
import TesseraDisplayList

/// A view whose content is made from its own size, as SwiftUI's `GeometryReader`: it takes the
/// space offered (10 by 10 points where the offer is unspecified, as SwiftUI's default) and places
/// its content at its top-leading corner, offered its size.
///
/// The content is resolved during layout, once the size is known: `@State` inside it starts
/// again on each render.
nonisolated public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A reader whose content receives its geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension GeometryReader: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    env.stackAxis = nil
    let ctx = context.with(env)
    let content = self.content
    return [
      GeometryReaderNode(environment: env, diagnostics: context.diagnostics) { proxy in
        resolve(content(proxy), ctx)
      }
    ]
  }
}
