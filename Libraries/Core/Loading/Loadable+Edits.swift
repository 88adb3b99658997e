extension Loadable where Value: RangeReplaceableCollection, Value.Element: Identifiable {
  /// The list shown with `element` at its end, once a write created it, or in the place of the one
  /// with its id when the list already holds it (a load's answer may); unchanged while nothing is shown.
  public func appending(_ element: Value.Element) -> Self {
    editing { list in
      if list.contains(where: { $0.id == element.id }) {
        list = Value(list.map { $0.id == element.id ? element : $0 })
      } else {
        list.append(element)
      }
    }
  }

  /// The list shown with `element` in the place of the one with its id; unchanged while nothing is shown.
  public func replacing(_ element: Value.Element) -> Self {
    editing { list in list = Value(list.map { $0.id == element.id ? element : $0 }) }
  }

  /// The list shown without the element with `id`; unchanged while nothing is shown.
  public func removing(id: Value.Element.ID) -> Self {
    editing { $0.removeAll { $0.id == id } }
  }

  /// Appends `elements` to the list shown in place, with no copy of it: the phase is kept, and
  /// nothing changes while nothing is shown.
  mutating func append(contentsOf elements: [Value.Element]) {
    guard !elements.isEmpty, value != nil else { return }
    let shown = self
    self = .notRequested
    self = shown.editing { $0.append(contentsOf: elements) }
  }

  /// The same phase with the list shown edited: a load that runs keeps running, a failure stays.
  private func editing(_ edit: (inout Value) -> Void) -> Self {
    switch self {
    case .notRequested, .loading(previous: nil), .failed(_, previous: nil):
      return self
    case .loaded(var list):
      edit(&list)
      return .loaded(list)
    case .loading(previous: .some(var list)):
      edit(&list)
      return .loading(previous: list)
    case .failed(let error, previous: .some(var list)):
      edit(&list)
      return .failed(error, previous: list)
    }
  }
}
