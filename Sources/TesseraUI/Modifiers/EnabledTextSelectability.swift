/// Selectable text.
public struct EnabledTextSelectability: TextSelectability {}
