import SwiftUI

// From AndyDentFree/swiftgooey, Docundoable/Docundoable/ControlFocusTag.swift and Docundoable/Docundoable/Doable.swift
// (unchanged apart from this comment; Doable.swift imports Foundation, which SwiftUI brings in).

// used to determine focus
enum ControlFocusTag: Int, CaseIterable {
    case unfocused = 9999
    case count = 1
    case amount = 2
    case note = 3
}

class Doable {
    var tag: ControlFocusTag
    var name: String { get {"\(tag)"} }
    init(_ tag: ControlFocusTag) {
        self.tag = tag
    }

    func asUInt() -> UInt {0}
    func asDouble() -> Double {0.0}
    func asString() -> String {""}
}

class DoableUInt: Doable {
    var value: UInt
    init(_ tag: ControlFocusTag, _ value: UInt) {
        self.value = value
        super.init(tag)
    }
    override func asUInt() -> UInt { value }
}

class DoableDouble: Doable {
    var value: Double
    init(_ tag: ControlFocusTag, _ value: Double) {
        self.value = value
        super.init(tag)
    }
    override func asDouble() -> Double { value }
}

class DoableString: Doable {
    var value: String
    init(_ tag: ControlFocusTag, _ value: String) {
        self.value = value
        super.init(tag)
    }
    override func asString() -> String { value }
}
