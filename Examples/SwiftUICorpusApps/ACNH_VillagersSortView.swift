// Corpus: Dimillian/ACHNBrowserUI, ACHNBrowserUI/ACHNBrowserUI/views/villagers/VillagersSortView.swift, commit 7bcb4e383a740fd81ae3ef6498a3f1757de24460, licence Apache-2.0
// Unchanged below this header.
//
//  VillagersSortView.swift
//  ACHNBrowserUI
//
//  Created by Ricardo Hochman on 25/05/20.
//  Copyright © 2020 Thomas Ricouard. All rights reserved.
//

import SwiftUI

struct VillagersSortView: View {
    @Binding var sort: VillagersViewModel.Sort?
    
    enum Sort: String, CaseIterable {
        case name, species
    }

    private var sortMenu: some View {
        Menu {
            ForEach(VillagersViewModel.Sort.allCases, id: \.self) { sort in
                Button(LocalizedStringKey(sort.rawValue.localizedCapitalized), action: {
                    self.sort = sort
                })
            }
            if sort != nil {
                Divider()
                Button("Clear Selection", action: {
                    self.sort = nil
                })
            }
        } label: {
            Image(systemName: sort == nil ? "arrow.up.arrow.down.circle" : "arrow.up.arrow.down.circle.fill")
                .imageScale(.large)
        }
    }
    
    var body: some View {
        sortMenu
    }
}
