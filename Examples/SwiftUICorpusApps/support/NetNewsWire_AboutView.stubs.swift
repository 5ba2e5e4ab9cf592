import SwiftUI

// Stand-ins for the credits types of Ranchero-Software/NetNewsWire (real ones: iOS/Settings/AboutCreditView.swift,
// which lists the names as tappable links opened through UIApplication, and iOS/Settings/AboutContributor.swift).

enum Contributors: CaseIterable {
    case mauriceParker, stuartBreckenridge, bradEllis, kielGillard, anhDo, nateWeaver, andrewBrehaut, ryanDotson
    case danielJalkut, joeHeck, olofHellman, rizwanMohamedIbrahim, philViso, others

    var name: String {
        String(describing: self)
    }
}

struct AboutCreditView: View {
    let contributorType: String
    let contributors: [Contributors]

    var body: some View {
        HStack(alignment: .top) {
            Text(verbatim: contributorType)
            VStack {
                ForEach(contributors, id: \.self) { item in
                    Text(verbatim: item.name)
                }
            }
        }
    }
}
