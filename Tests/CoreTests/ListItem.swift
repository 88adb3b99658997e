import Core

/// The item the list view model tests show: an id and a name to search.
struct ListItem: Identifiable, Equatable, Sendable {
  let id: Int
  var name: String

  /// The failures the list view model tests answer with.
  enum Failure: CancellableError { case failed, cancelled }

  static let ada = ListItem(id: 1, name: "Ada")
  static let grace = ListItem(id: 2, name: "Grace")
}
