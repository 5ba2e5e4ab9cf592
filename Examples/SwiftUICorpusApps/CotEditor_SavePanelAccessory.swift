// Corpus: coteditor/CotEditor, CotEditor/Sources/Document Window/Accessory Views/SavePanelAccessory.swift, commit 611b0ce5cf6a7ade94535611aac10d9a169f0547, licence Apache-2.0
// Unchanged below this header.
//
//  SavePanelAccessory.swift
//
//  CotEditor
//  https://coteditor.com
//
//  Created by 1024jp on 2022-12-11.
//
//  ---------------------------------------------------------------------------
//
//  © 2022-2026 1024jp
//
//  Licensed under the Apache License, Version 2.0 (the "License");
//  you may not use this file except in compliance with the License.
//  You may obtain a copy of the License at
//
//  https://www.apache.org/licenses/LICENSE-2.0
//
//  Unless required by applicable law or agreed to in writing, software
//  distributed under the License is distributed on an "AS IS" BASIS,
//  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//  See the License for the specific language governing permissions and
//  limitations under the License.
//

import SwiftUI

@Observable final class SaveOptions {
    
    var isExecutable: Bool
    
    
    init(isExecutable: Bool) {
        
        self.isExecutable = isExecutable
    }
}


struct SavePanelAccessory: View {
    
    @Bindable var options: SaveOptions
    
    
    // MARK: View
    
    var body: some View {
        
        Toggle(.init("Make file executable", table: "SavePanelAccessory", comment: "toggle button label"), isOn: $options.isExecutable)
    }
}


// MARK: - Preview

#Preview {
    SavePanelAccessory(options: SaveOptions(isExecutable: false))
        .scenePadding()
}
