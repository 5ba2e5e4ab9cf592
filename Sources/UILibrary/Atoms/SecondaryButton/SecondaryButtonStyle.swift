/// The look of ``SecondaryButton``: the same parts as the primary button (usually outlined).
public typealias SecondaryButtonStyle = PrimaryButtonStyle
