// Corpus: coteditor/CotEditor, CotEditor/Sources/Document Window/Content View/NoDocumentView.swift, commit 611b0ce5cf6a7ade94535611aac10d9a169f0547, licence Apache-2.0
// Unchanged below this header.
//
//  NoDocumentView.swift
//
//  CotEditor
//  https://coteditor.com
//
//  Created by 1024jp on 2024-05-20.
//
//  ---------------------------------------------------------------------------
//
//  © 2024-2026 1024jp
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

struct NoDocumentView: View {
    
    var body: some View {
        
        ScrollView {
            self.contentView
                .scenePadding()
                .frame(maxWidth: .infinity)
                .containerRelativeFrame(.vertical)
        }
        .scrollBounceBehavior(.basedOnSize)
        .background(.thickMaterial)
    }
    
    
    /// The content view.
    @ContentBuilder private var contentView: some View {
        
        ContentUnavailableView {
            Label {
                Text("No document selected", tableName: "Document")
                    .font(.system(size: 16))
                    .fontWeight(.medium)
            } icon: {
                Image(systemName: "document")
                    .resizable()
                    .scaledToFit()
                    .fontWeight(.light)
                    .frame(height: 64)
            }
        }
    }
}


// MARK: - Preview

#Preview {
    NoDocumentView()
}
