/// The look of ``ErrorBadge``: a badge in the critical colors.
public typealias ErrorBadgeStyle = BadgeWithIconStyle
