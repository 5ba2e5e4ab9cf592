import SwiftUI

// Stand-ins for SvenTiigi/WhatsNewKit, Sources/Models/WhatsNew.swift and WhatsNew+SecondaryAction.swift
// (reduced to the nesting this file extends).
public struct WhatsNew {
    public struct SecondaryAction {}
}
