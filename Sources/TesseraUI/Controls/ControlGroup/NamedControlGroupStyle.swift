/// A control group style by name: `.automatic`, `.navigation`, `.menu`, `.compactMenu`, `.palette`.
nonisolated public struct NamedControlGroupStyle: ControlGroupStyle, Hashable, Sendable {
  let name: String
}
