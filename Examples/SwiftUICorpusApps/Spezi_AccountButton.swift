// Corpus: StanfordSpezi/SpeziTemplateApplication, TemplateApplication/Account/AccountButton.swift, commit d52014a54cbfe68ef1f1c364e81a97edecf5e4a8, licence MIT
// Unchanged below this header.
//
// This source file is part of the Stanford Spezi Template Application open-source project
//
// SPDX-FileCopyrightText: 2023 Stanford University
//
// SPDX-License-Identifier: MIT
//

import SwiftUI


struct AccountButton: View {
    @Binding private var isPresented: Bool
    
    
    var body: some View {
        Button("Your Account", systemImage: "person.crop.circle") {
            isPresented = true
        }
    }
    
    
    init(isPresented: Binding<Bool>) {
        self._isPresented = isPresented
    }
}


#Preview(traits: .sizeThatFitsLayout) {
    AccountButton(isPresented: .constant(false))
}
