/// What a `Section` holds once looked at.
struct SectionPieces {
  var header: [LayoutNode]
  var footer: [LayoutNode]
  var content: [RowPiece]
  var isExpanded = true
}
