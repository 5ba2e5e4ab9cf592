import Foundation
import MCP
import TesseraFiles
import TesseraPNG
import TesseraSnapshot

import struct TesseraRaster.Pixmap

/// The tools `tessera mcp` offers, and what each does with its arguments: the rules live here,
/// the MCP plumbing in ``AgentServer``. Every failure is a tool result with `isError` and a
/// message in words; nothing here ends the server.
struct AgentTools: Sendable {
  /// The session the tools act in.
  let session: AgentSession

  /// The most actions one call may carry.
  static let actionLimit = 50

  /// The tools, with their input schemas.
  static var all: [Tool] {
    let variantProperties: [String: Value] = [
      "colorScheme": ["type": "string", "enum": ["light", "dark"]],
      "dynamicTypeSize": [
        "type": "string", "description": "xSmall … xxxLarge, accessibility1 … accessibility5 (default large)",
      ],
      "layoutDirection": ["type": "string", "enum": ["ltr", "rtl"]],
      "locale": ["type": "string", "description": "A locale identifier such as en_US or ar_EG"],
      "device": [
        "type": "string",
        "description":
          "A device name from list_previews (\"iPhone 16\", add \" landscape\"); default the preview's own",
      ],
      "design": ["type": "string", "enum": .array(SystemDesign.allCases.map { .string($0.rawValue) })],
      "dimensions": [
        "type": "object",
        "description": "Values of the package's preview dimensions, such as {\"theme\": \"brandA\"}",
        "additionalProperties": ["type": "string"],
      ],
      "scale": ["type": "number", "minimum": 1, "maximum": 4, "description": "Pixels per point (default 2)"],
    ]
    let variant: Value = [
      "type": "object", "properties": .object(variantProperties), "additionalProperties": false,
      "description": "The settings to draw in; each optional",
    ]
    let preview: Value = [
      "type": "string", "description": "The preview's id from list_previews (Module/File/Name), or its name",
    ]
    let action: Value = [
      "type": "object",
      "properties": [
        "action": [
          "type": "string", "enum": .array(AgentAction.Kind.allCases.map { .string($0.rawValue) }),
        ],
        "label": ["type": "string", "description": "The element's label text (a field's placeholder)"],
        "identifier": ["type": "string", "description": "The element's accessibility identifier"],
        "text": [
          "type": "string",
          "description":
            "What to type (type, replace), the option's tag (select), the edge (swipe: leading or trailing)",
        ],
        "value": ["type": "number", "description": "The slider's value (set_value)"],
      ],
      "required": ["action"], "additionalProperties": false,
    ]
    func schema(_ properties: [String: Value], required: [String]) -> Value {
      [
        "type": "object", "properties": .object(properties), "required": .array(required.map { .string($0) }),
        "additionalProperties": false,
      ]
    }
    let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
    return [
      Tool(
        name: "list_previews",
        description:
          "Every #Preview and PreviewProvider of the package: id, name, file and line, and the values each variant setting takes (color schemes, Dynamic Type sizes, layout directions, devices, designs, the package's own dimensions such as themes).",
        inputSchema: schema([:], required: []), annotations: readOnly),
      Tool(
        name: "render_preview",
        description:
          "Renders one preview in one variant, as the iOS simulator would draw it: the PNG, its accessibility tree as text, the accessibility audit's findings (truncated or clipped text, small tap targets, low contrast, missing labels), the render's warnings (missing assets, unsupported API) and the controls interact can use. Renders the code as it is now: after an edit the package is rebuilt first, and build errors come back as the result.",
        inputSchema: schema(["preview": preview, "variant": variant], required: ["preview"]),
        annotations: readOnly),
      Tool(
        name: "render_matrix",
        description:
          "Renders one preview in several variants (at most 16) as one contact sheet image, each image under its label, with each variant's findings and warnings.",
        inputSchema: schema(
          [
            "preview": preview,
            "variants": ["type": "array", "items": variant, "minItems": 1, "maxItems": 16],
          ], required: ["preview", "variants"]), annotations: readOnly),
      Tool(
        name: "describe_layout",
        description:
          "The resolved layout of one preview in one variant: the display list's text form, every shape, text and image with its frame in points, nested as drawn, and the controls with their frames. For questions such as why something is 2 points off.",
        inputSchema: schema(["preview": preview, "variant": variant], required: ["preview"]),
        annotations: readOnly),
      Tool(
        name: "interact",
        description:
          "Acts on a preview as a user would, then renders it again: tap, type, replace, toggle, scroll, swipe, set_value or select, each finding its element by label text or accessibility identifier. Actions add to the ones done before to the same preview and variant in this session (reset: true starts over). Returns the image, what each action did and the controls now on screen.",
        inputSchema: schema(
          [
            "preview": preview, "variant": variant,
            "actions": ["type": "array", "items": action, "minItems": 1, "maxItems": 50],
            "reset": [
              "type": "boolean", "description": "Start from the preview's first state (default false)",
            ],
          ], required: ["preview", "actions"]), annotations: Tool.Annotations(readOnlyHint: true)),
      Tool(
        name: "compare",
        description:
          "Renders a preview and compares it with a reference PNG in the package (reference: a path inside the package) or with the last render_preview or compare of the same preview and variant (the default). Returns the number of changed pixels, where they are, and the diff image: expected, changes in red, actual.",
        inputSchema: schema(
          [
            "preview": preview, "variant": variant,
            "reference": [
              "type": "string", "description": "A PNG inside the package, relative to its folder",
            ],
          ], required: ["preview"]), annotations: readOnly),
    ]
  }

  /// Runs the tool `name` with `arguments`; a result after a rebuild says how long it took.
  func call(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
    let result = run(name, arguments)
    guard let note = session.takeRebuildNote(), result.isError != true else { return result }
    return CallTool.Result(
      content: result.content + [Self.words("(\(note))")], structuredContent: result.structuredContent,
      isError: result.isError)
  }

  private func run(_ name: String, _ arguments: [String: Value]) -> CallTool.Result {
    do {
      switch name {
      case "list_previews": return try listPreviews(arguments)
      case "render_preview": return try renderPreview(arguments)
      case "render_matrix": return try renderMatrix(arguments)
      case "describe_layout": return try describeLayout(arguments)
      case "interact": return try interact(arguments)
      case "compare": return try compare(arguments)
      default:
        throw AgentError(
          "no tool \"\(Escape.console(name))\"; the tools are \(Self.all.map(\.name).joined(separator: ", "))"
        )
      }
    } catch let e as AgentError {
      return CallTool.Result(content: [Self.words(e.description)], isError: true)
    } catch {
      return CallTool.Result(content: [Self.words(Escape.console("\(error)"))], isError: true)
    }
  }

  // MARK: The tools

  func listPreviews(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: [])
    let (reply, _) = try session.ask(AgentRequest(operation: .list))
    let previews = reply.previews ?? []
    var lines = ["\(previews.count) preview\(previews.count == 1 ? "" : "s"):"]
    for p in previews { lines.append("\(Escape.console(p.id))  (\(Escape.console(p.file)):\(p.line))") }
    if let s = reply.settings {
      lines.append("")
      lines.append("Variant settings:")
      lines.append("- colorScheme: \(s.colorSchemes.joined(separator: ", "))")
      lines.append("- dynamicTypeSize: \(s.dynamicTypeSizes.joined(separator: ", "))")
      lines.append("- layoutDirection: \(s.layoutDirections.joined(separator: ", "))")
      lines.append("- locale: \(s.locales)")
      lines.append("- device: \(s.devices.joined(separator: ", ")) (add \" landscape\")")
      lines.append("- design: \(s.designs.joined(separator: ", "))")
      lines.append("- scale: \(s.scales)")
      for (name, values) in s.dimensions.sorted(by: { $0.key < $1.key }) {
        lines.append(
          "- dimensions.\(name): \(values.joined(separator: ", ")) (default \(values.first ?? ""))")
      }
    }
    let structured = try Value(ListResult(previews: previews, settings: reply.settings))
    return try CallTool.Result(
      content: [Self.words(lines.joined(separator: "\n"))], structuredContent: structured)
  }

  func renderPreview(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: ["preview", "variant"])
    let (preview, variant) = try Self.target(arguments)
    let (reply, parts) = try session.ask(
      AgentRequest(operation: .render, preview: preview, variants: [variant]))
    guard let render = reply.renders.first, let png = Self.part(parts, render.png) else {
      throw AgentError("the render worker sent no image")
    }
    if let image = try? PNG.decode(png) { _ = session.swapLast(AgentSession.key(preview, variant), image) }
    return CallTool.Result(content: [
      Self.image(png), Self.words(Self.summary(render, title: "\(preview) (\(render.variant))", tree: true)),
    ])
  }

  func renderMatrix(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: ["preview", "variants"])
    let preview = try Self.previewName(arguments)
    guard let list = arguments["variants"]?.arrayValue, !list.isEmpty, list.count <= AgentWorker.matrixLimit
    else {
      throw AgentError("variants must be a list of 1 to \(AgentWorker.matrixLimit) variant objects")
    }
    var variants: [AgentVariant] = []
    for (i, v) in list.enumerated() {
      guard let o = v.objectValue else { throw AgentError("variants[\(i)] must be an object") }
      do { variants.append(try AgentVariant(o)) } catch { throw AgentError("variants[\(i)]: \(error)") }
    }
    let (reply, parts) = try session.ask(
      AgentRequest(operation: .matrix, preview: preview, variants: variants))
    guard let sheet = Self.part(parts, reply.sheet) else {
      throw AgentError("the render worker sent no contact sheet")
    }
    var text = [
      "\(preview): \(reply.renders.count) variants, contact sheet \(reply.sheetSize?.map(String.init).joined(separator: " x ") ?? "?") px"
    ]
    for r in reply.renders { text.append(Self.summary(r, title: r.variant, tree: false)) }
    return CallTool.Result(content: [Self.image(sheet), Self.words(text.joined(separator: "\n\n"))])
  }

  func describeLayout(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: ["preview", "variant"])
    let (preview, variant) = try Self.target(arguments)
    let (reply, _) = try session.ask(
      AgentRequest(operation: .render, preview: preview, variants: [variant], layout: true))
    guard let render = reply.renders.first else { throw AgentError("the render worker sent no layout") }
    var lines = [
      "\(preview) (\(render.variant)): \(render.width) x \(render.height) px at \(render.scale.clean)x; frames in points (x, y, width, height) from the top-left corner.",
      "", render.layout ?? "",
    ]
    if !render.controls.isEmpty { lines += ["", "Controls:"] + render.controls.map { "- " + $0 } }
    return CallTool.Result(content: [Self.words(lines.joined(separator: "\n"))])
  }

  func interact(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: ["preview", "variant", "actions", "reset"])
    let (preview, variant) = try Self.target(arguments)
    guard let list = arguments["actions"]?.arrayValue, !list.isEmpty, list.count <= Self.actionLimit else {
      throw AgentError(
        "actions must be a list of 1 to \(Self.actionLimit) actions such as {\"action\": \"tap\", \"label\": \"Sign In\"}"
      )
    }
    var actions: [AgentAction] = []
    for (i, a) in list.enumerated() {
      guard let o = a.objectValue else { throw AgentError("actions[\(i)] must be an object") }
      do { actions.append(try AgentAction(o)) } catch { throw AgentError("actions[\(i)]: \(error)") }
    }
    var reset = false
    if let r = arguments["reset"] {
      guard let b = r.boolValue else { throw AgentError("reset must be true or false") }
      reset = b
    }
    let key = AgentSession.key(preview, variant)
    let all = session.history(key, adding: actions, reset: reset)
    guard all.count <= Self.actionLimit * 4 else {
      throw AgentError("this preview has had \(all.count) actions; call again with reset: true")
    }
    let (reply, parts) = try session.ask(
      AgentRequest(operation: .render, preview: preview, variants: [variant], actions: all))
    session.keep(all, for: key)
    guard let render = reply.renders.first, let png = Self.part(parts, render.png) else {
      throw AgentError("the render worker sent no image")
    }
    let earlier = all.count - actions.count
    var text = Self.summary(render, title: "\(preview) (\(render.variant))", tree: true)
    if earlier > 0 { text = "After \(earlier) earlier action\(earlier == 1 ? "" : "s") and these:\n" + text }
    return CallTool.Result(content: [Self.image(png), Self.words(text)])
  }

  func compare(_ arguments: [String: Value]) throws -> CallTool.Result {
    try Self.check(arguments, allowed: ["preview", "variant", "reference"])
    let (preview, variant) = try Self.target(arguments)
    var expected: Pixmap?
    var against = "the last render"
    if let r = arguments["reference"] {
      guard let path = r.stringValue, !path.isEmpty else { throw AgentError("reference must be a path") }
      expected = try session.reference(path)
      against = path
    }
    let (reply, parts) = try session.ask(
      AgentRequest(operation: .render, preview: preview, variants: [variant]))
    guard let render = reply.renders.first, let png = Self.part(parts, render.png),
      let actual = try? PNG.decode(png)
    else { throw AgentError("the render worker sent no image") }
    let last = session.swapLast(AgentSession.key(preview, variant), actual)
    if expected == nil {
      guard let last else {
        throw AgentError(
          "there is no earlier render of \(Escape.console(preview)) in this variant to compare with: call render_preview first, or give a reference"
        )
      }
      expected = last
    }
    guard let expected else { throw AgentError("nothing to compare with") }
    let (comparison, states) = ImageDiffer.compare(expected: expected, actual: actual)
    let total = max(1, actual.width * actual.height)
    var text: String
    if comparison.sizeMismatch {
      text =
        "\(preview) (\(render.variant)) differs in size from \(Escape.console(against)): \(expected.width) x \(expected.height) px then, \(actual.width) x \(actual.height) px now."
    } else if comparison.differingPixels == 0 {
      text = "\(preview) (\(render.variant)) is identical to \(Escape.console(against)): 0 pixels changed."
    } else {
      let percent = Double(comparison.differingPixels) * 100 / Double(total)
      text =
        "\(preview) (\(render.variant)): \(comparison.differingPixels) of \(total) pixels changed (\(String(format: "%.2f", percent)) %) against \(Escape.console(against))"
      if let b = comparison.changedBounds {
        text += ", within x \(b.x0)…\(b.x1 - 1), y \(b.y0)…\(b.y1 - 1) px"
      }
      text += "; largest channel change \(comparison.largestChannelDelta)."
    }
    text += "\nchangedPixels: \(comparison.sizeMismatch ? -1 : comparison.differingPixels)"
    var content: [Tool.Content] = []
    let diff = ImageDiffer.diffImage(expected: expected, states: states)
    if let side = ImageDiffer.sideBySide(diff.map { [expected, $0, actual] } ?? [expected, actual]),
      let encoded = try? PNG.encode(side, options: PNGOptions.standard.singleThreaded)
    {
      content.append(Self.image(encoded))
      text +=
        diff == nil
        ? "\nThe image: expected | actual."
        : "\nThe image: expected | changes in red (anti-aliasing yellow) | actual."
    }
    content.append(Self.words(text))
    return CallTool.Result(
      content: content,
      structuredContent: [
        "changedPixels": .int(comparison.sizeMismatch ? -1 : comparison.differingPixels),
        "sizeMatches": .bool(!comparison.sizeMismatch),
        "expectedSize": [.int(expected.width), .int(expected.height)],
        "actualSize": [.int(actual.width), .int(actual.height)],
      ])
  }

  // MARK: Helpers

  /// What list_previews returns as structured content.
  struct ListResult: Codable {
    var previews: [AgentPreviewInfo]
    var settings: AgentSettings?
  }

  /// Throws for an argument the tool does not take.
  static func check(_ arguments: [String: Value], allowed: [String]) throws(AgentError) {
    for key in arguments.keys.sorted() where !allowed.contains(key) {
      throw AgentError(
        "unknown argument \"\(Escape.console(key))\"; this tool takes \(allowed.isEmpty ? "none" : allowed.joined(separator: ", "))"
      )
    }
  }

  /// The `preview` argument.
  static func previewName(_ arguments: [String: Value]) throws(AgentError) -> String {
    guard let p = arguments["preview"]?.stringValue, !p.isEmpty, p.utf8.count <= 1000 else {
      throw AgentError(
        "preview must be a preview's id from list_previews, such as MyComponents/Greeting/Short")
    }
    return p
  }

  /// The `preview` and `variant` arguments.
  static func target(_ arguments: [String: Value]) throws(AgentError) -> (String, AgentVariant) {
    let preview = try previewName(arguments)
    guard let v = arguments["variant"] else { return (preview, AgentVariant()) }
    guard let o = v.objectValue else {
      throw AgentError("variant must be an object such as {\"colorScheme\": \"dark\"}")
    }
    do { return (preview, try AgentVariant(o)) } catch { throw AgentError("variant: \(error)") }
  }

  /// The part at `index`, if there is one.
  static func part(_ parts: [[UInt8]], _ index: Int?) -> [UInt8]? {
    guard let index, index > 0, index < parts.count else { return nil }
    return parts[index]
  }

  /// PNG bytes as image content.
  static func image(_ png: [UInt8]) -> Tool.Content {
    .image(data: Data(png).base64EncodedString(), mimeType: "image/png", annotations: nil, _meta: nil)
  }

  /// Text content.
  static func words(_ text: String) -> Tool.Content { .text(text: text, annotations: nil, _meta: nil) }

  /// A render in words: size, findings, warnings, notes, controls and (with `tree`) the tree.
  static func summary(_ r: AgentRender, title: String, tree: Bool) -> String {
    var lines = [
      "\(title): \(r.width) x \(r.height) px at \(r.scale.clean)x (\((Double(r.width) / r.scale).clean) x \((Double(r.height) / r.scale).clean) pt)"
    ]
    if !r.notes.isEmpty { lines += ["Actions:"] + r.notes.map { "- " + $0 } }
    lines.append(
      r.findings.isEmpty ? "Audit: no findings." : "Audit findings (\(r.findings.count)):")
    lines += r.findings.map { "- " + Escape.console($0) }
    if !r.warnings.isEmpty { lines += ["Warnings:"] + r.warnings.map { "- " + Escape.console($0) } }
    if tree {
      if !r.controls.isEmpty { lines += ["Controls:"] + r.controls.map { "- " + Escape.console($0) } }
      lines += ["Accessibility tree:", r.tree]
    }
    return lines.joined(separator: "\n")
  }
}
