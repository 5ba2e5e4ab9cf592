// Corpus: coteditor/CotEditor, CotEditor/Sources/Document Window/Accessory Views/CustomTabWidthView.swift, commit 611b0ce5cf6a7ade94535611aac10d9a169f0547, licence Apache-2.0
// Unchanged below this header.
//
//  CustomTabWidthView.swift
//
//  CotEditor
//  https://coteditor.com
//
//  Created by 1024jp on 2018-07-07.
//
//  ---------------------------------------------------------------------------
//
//  © 2018-2026 1024jp
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

struct CustomTabWidthView: View {
    
    @Environment(\.dismiss) private var dismiss
    
    @State private var value: Int
    private var defaultWidth: Int
    private var completionHandler: (_ tabWidth: Int) -> Void
    
    
    // MARK: View
    
    /// Initializes view with given values.
    ///
    /// - Parameters:
    ///   - tabWidth: The default tab width.
    ///   - completionHandler: The callback method to perform when the command was accepted.
    init(tabWidth: Int, completionHandler: @escaping (_ tabWidth: Int) -> Void) {
        
        self.value = tabWidth
        self.defaultWidth = tabWidth
        self.completionHandler = completionHandler
    }
    
    
    var body: some View {
        
        VStack {
            LabeledContent(.init("Tab width:", table: "CustomTabWidth")) {
                StepperNumberField(value: $value, default: self.defaultWidth, in: 1...99)
                    .onSubmit(self.submit)
            }
            
            SubmitButtonGroup(action: self.submit)
                .padding(.top)
        }
        .fixedSize()
    }
    
    
    // MARK: Private Methods
    
    /// Submits the current input.
    private func submit() {
        
        self.completionHandler(self.value)
        self.dismiss()
    }
}


// MARK: - Preview

#Preview {
    CustomTabWidthView(tabWidth: 4) { _ in }
        .scenePadding()
}
