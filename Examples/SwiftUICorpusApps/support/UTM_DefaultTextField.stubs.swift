import SwiftUI

// App extension (UTM Services/UTMExtensions.swift), reduced (the original reads the key through Mirror)
extension LocalizedStringKey {
    var localizedString: String {
        let mirror = Mirror(reflecting: self)
        for property in mirror.children where property.label == "key" {
            return property.value as? String ?? ""
        }
        return ""
    }
}
