//
//  GRSwitchAppearance.swift
//  GoodSwiftUI
//
//  Created by Lukas Kubaliak on 27/11/2024.
//

import SwiftUI

public struct GRSwitchAppearance {
    
    let activeBackgroundColor: Color
    
    public init(activeBackgroundColor: Color) {
        self.activeBackgroundColor = activeBackgroundColor
    }
    
}
