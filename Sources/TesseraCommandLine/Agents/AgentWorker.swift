import CTesseraCrashNote
import Foundation
import TesseraAudit
import TesseraFiles
import TesseraPNG
import TesseraSnapshot
import TesseraUI

import struct TesseraRaster.Pixmap

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The render worker of `tessera mcp`: started by the server with `TESSERA_RENDER_WORKER=1`, it
/// answers ``AgentRequest``s one at a time on its main thread, running the user's views; the
/// server runs none of them, so a preview that crashes or hangs costs this process only.
enum AgentWorker {
  /// The most pixels one image may have (64 MP), and the longest side (16384 px).
  static let pixelLimit = 64 << 20
  static let sideLimit = 16_384.0
  /// The most bytes of layout text sent (the rest is cut, and says so).
  static let layoutLimit = 256 << 10
  /// The most variants a matrix draws.
  static let matrixLimit = 16

  /// Serves requests until the server closes the input, then exits.
  @MainActor
  static func serve() -> Never {
    RenderWorker.applyMemoryLimit()
    // Whatever the views print goes to the error stream, never into the protocol.
    _ = dup2(STDERR_FILENO, STDOUT_FILENO)
    while true {
      guard case .success(let parts) = WorkerWire.readFrame(from: STDIN_FILENO, deadline: nil),
        let head = parts.first,
        let request = try? JSONDecoder().decode(AgentRequest.self, from: Data(head))
      else { exit(0) }
      tessera_crash_note_set(0, request.preview ?? "the preview list")
      let reply: [[UInt8]]
      do {
        reply = try answer(request)
      } catch let e as AgentError {
        reply = failure(e.description)
      } catch {
        reply = failure(Escape.console("\(error)"))
      }
      tessera_crash_note_set(0, nil)
      guard WorkerWire.writeAll(WorkerWire.frame(reply), to: WorkerProcess.replyDescriptor) else { exit(0) }
    }
  }

  /// The reply's parts for an error.
  static func failure(_ message: String) -> [[UInt8]] {
    var r = AgentReply()
    r.error = message
    return [Array((try? JSONEncoder().encode(r)) ?? Data())]
  }

  /// The reply's parts for `request`.
  @MainActor
  static func answer(_ request: AgentRequest) throws -> [[UInt8]] {
    var reply = AgentReply()
    var parts: [[UInt8]] = [[]]
    switch request.operation {
    case .list:
      reply.previews = Catalog.discovered.map {
        AgentPreviewInfo(id: $0.id, name: $0.displayName, module: $0.module, file: $0.fileID, line: $0.line)
      }
      var dimensions: [String: [String]] = [:]
      for d in TesseraUI.Previews.dimensions { dimensions[d.name] = d.values }
      reply.settings = AgentSettings(
        dynamicTypeSizes: DynamicTypeSize.allCases.map(PreviewVariant.name(of:)),
        devices: Device.all.map(\.name), dimensions: dimensions)
    case .render, .matrix:
      let preview = try find(request.preview ?? "")
      let variants = request.variants.isEmpty ? [AgentVariant()] : request.variants
      guard variants.count <= matrixLimit else {
        throw AgentError("at most \(matrixLimit) variants at once; \(variants.count) were asked for")
      }
      var images: [(Pixmap, String, Double)] = []
      for spec in variants {
        var (render, pixels) = try draw(preview, spec, actions: request.actions, layout: request.layout)
        render.png = parts.count
        parts.append(try PNG.encode(pixels, options: PNGOptions.standard.singleThreaded))
        reply.renders.append(render)
        images.append((pixels, spec.label, render.scale))
      }
      if request.operation == .matrix {
        let sheet = try contactSheet(images, title: preview.id)
        reply.sheet = parts.count
        reply.sheetSize = [sheet.width, sheet.height]
        parts.append(try PNG.encode(sheet, options: PNGOptions.standard.singleThreaded))
        // The sheet stands for the images: only it is sent.
        parts = [[], parts[parts.count - 1]]
        reply.sheet = 1
        for i in reply.renders.indices { reply.renders[i].png = nil }
      }
    }
    parts[0] = Array(try JSONEncoder().encode(reply))
    return parts
  }

  /// The preview with id `query`, else the one whose id ends with it or whose name is it.
  @MainActor
  static func find(_ query: String) throws(AgentError) -> Preview {
    let all = Catalog.discovered
    if let exact = all.first(where: { $0.id == query }) { return exact }
    let near = all.filter { $0.id.hasSuffix("/" + query) || $0.displayName == query }
    if near.count == 1, let only = near.first { return only }
    if near.count > 1 {
      throw AgentError(
        "\"\(Escape.console(query))\" names \(near.count) previews: \(near.prefix(10).map { Escape.console($0.id) }.joined(separator: ", ")); give the whole id"
      )
    }
    let lower = query.lowercased()
    let similar = all.filter { $0.id.lowercased().contains(lower) }.prefix(10)
    throw AgentError(
      "no preview \"\(Escape.console(query))\"\(similar.isEmpty ? "" : "; similar: " + similar.map { Escape.console($0.id) }.joined(separator: ", ")) (list_previews lists all \(all.count))"
    )
  }

  /// `preview` in `spec` after `actions`: the render's description and its pixels.
  @MainActor
  static func draw(_ preview: Preview, _ spec: AgentVariant, actions: [AgentAction], layout: Bool) throws
    -> (AgentRender, Pixmap)
  {
    let (variant, scale) = try spec.resolved()
    let renderer: ImageRenderer<AnyView>
    do { renderer = try preview.renderer(variant: variant, scale: scale) } catch {
      throw AgentError(Escape.console("\(error)"))
    }
    let host = ViewHost(renderer: renderer)
    var notes: [String] = []
    for (i, action) in actions.enumerated() {
      let before = action.kind == .scroll ? try host.render().displayList : nil
      do { try action.apply(to: host) } catch {
        throw AgentError("action \(i + 1) of \(actions.count) (\(action)): \(Escape.console("\(error)"))")
      }
      if let before, try host.render().displayList == before {
        notes.append(
          "\(action): nothing moved (already in view, or inside a List, which a still does not scroll yet)")
      } else {
        notes.append("\(action): done")
      }
    }
    let output = try host.render()
    let size = output.displayList.size
    let (w, h) = (size.width * scale, size.height * scale)
    guard w <= sideLimit, h <= sideLimit, w * h <= Double(pixelLimit) else {
      throw AgentError(
        "the image would be \(Int(w)) x \(Int(h)) pixels (\(size.width.clean) x \(size.height.clean) points at \(scale.clean)x); the limit is \(Int(sideLimit)) a side and \(pixelLimit >> 20) MP: give the preview a frame or a device"
      )
    }
    let pixels = try output.pixmap()
    let audit = SnapshotAudit.warn.audit(
      output, image: pixels, rightToLeft: variant.layoutDirection == .rightToLeft)
    var text: String?
    if layout {
      let dump = output.displayList.dump
      text =
        dump.utf8.count <= layoutLimit
        ? dump
        : String(decoding: dump.utf8.prefix(layoutLimit), as: UTF8.self)
          + "\n… cut at \(layoutLimit >> 10) KiB of \(dump.utf8.count >> 10) KiB"
    }
    let render = AgentRender(
      variant: spec.label, width: pixels.width, height: pixels.height, scale: scale, png: nil,
      tree: audit.tree.text, findings: audit.result.findings.map(\.description),
      warnings: output.warnings, controls: ((try? host.controls()) ?? []).map(\.description), notes: notes,
      layout: text)
    return (render, pixels)
  }

  /// The images side by side, four to a row, each under its label, on a light gray page.
  @MainActor
  static func contactSheet(_ images: [(Pixmap, String, Double)], title: String) throws -> Pixmap {
    let scale = images.map(\.2).max() ?? 2
    let rows = stride(from: 0, to: images.count, by: 4).map { Array(images[$0..<min($0 + 4, images.count)]) }
    let page = VStack(alignment: .leading, spacing: 16) {
      Text(title).font(.headline)
      ForEach(rows.indices, id: \.self) { r in
        HStack(alignment: .top, spacing: 16) {
          ForEach(rows[r].indices, id: \.self) { c in
            let (image, label, s) = rows[r][c]
            VStack(alignment: .leading, spacing: 6) {
              Text(label).font(.caption).foregroundStyle(Color(white: 0.3))
              Image(pixmap: image).resizable()
                .frame(width: Double(image.width) / s, height: Double(image.height) / s)
                .border(Color(white: 0.75), width: 1 / scale)
            }
          }
        }
      }
    }
    .padding(16)
    .background(Color(white: 0.95))
    let renderer = ImageRenderer(content: AnyView(page))
    renderer.scale = scale
    renderer.environment.colorScheme = .light
    let output = try renderer.render()
    let size = output.displayList.size
    guard size.width * scale <= sideLimit, size.height * scale <= sideLimit else {
      throw AgentError(
        "the contact sheet would be \(Int(size.width * scale)) x \(Int(size.height * scale)) pixels; the limit is \(Int(sideLimit)) a side: ask for fewer variants or a smaller scale"
      )
    }
    return try output.pixmap()
  }
}
