extension Loadable where Value: RangeReplaceableCollection, Value.Element: Identifiable {
  /// The list shown with `element` at its end, once a write created it; unchanged while nothing is shown.
  public func appending(_ element: Value.Element) -> Self {
    editing { $0.append(element) }
  }

  /// The list shown with `element` in the place of the one with its id; unchanged while nothing is shown.
  public func replacing(_ element: Value.Element) -> Self {
    editing { list in list = Value(list.map { $0.id == element.id ? element : $0 }) }
  }

  /// The list shown without the element with `id`; unchanged while nothing is shown.
  public func removing(id: Value.Element.ID) -> Self {
    editing { $0.removeAll { $0.id == id } }
  }

  private func editing(_ edit: (inout Value) -> Void) -> Self {
    guard var list = value else { return self }
    edit(&list)
    return .loaded(list)
  }
}
