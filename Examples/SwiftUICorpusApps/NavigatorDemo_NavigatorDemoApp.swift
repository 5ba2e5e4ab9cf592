// Corpus: mchakravarty/ProjectNavigator, NavigatorDemo/NavigatorDemoApp.swift, commit db61ea6f3e93157eb13356916514d18804c7e554, licence Apache-2.0
// Unchanged below this header.
//
//  NavigatorDemoApp.swift
//  Shared
//
//  Created by Manuel M T Chakravarty on 16/05/2022.
//

import Observation
import SwiftUI


// MARK: -
// MARK: App model

@Observable
@MainActor
final class NavigatorDemoModel {

  var name:     String
  var fileURL:  URL?
  var document: NavigatorDemoDocument

  init(name: String, document: NavigatorDemoDocument) {
    self.name       = name
    self.document   = document
  }
}


// MARK: -
// MARK: The app

@main
struct NavigatorDemoApp: App {

  var body: some Scene {

    DocumentGroup(newDocument: { NavigatorDemoDocument(text: "Beautiful text!") },
                  editor: { ContentView(configuration: $0) })
  }
}
