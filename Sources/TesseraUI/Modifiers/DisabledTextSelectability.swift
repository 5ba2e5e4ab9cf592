/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {}
