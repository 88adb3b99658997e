/// The results of writes, shown in the list a screen holds.
extension ListViewModel {
  /// Shows `item`, which a write created, at the end of the list, or in its place when the list holds it.
  ///
  /// It shows now and on the result of a load that runs. A later page that holds it adds it once.
  public func showCreated(_ item: Item) {
    edit { $0.appending(item) }
    addedByWrites.insert(item.id)
  }

  /// Shows `item`, which a write saved, in the place of the one with its id.
  public func showSaved(_ item: Item) {
    edit { $0.replacing(item) }
  }

  /// Drops the item with `id`, which a write deleted.
  public func showDeleted(id: Item.ID) {
    edit { $0.removing(id: id) }
  }

  /// Changes what is shown by `edit`, a write's result, now and again on a running load's result.
  ///
  /// A load that started before the write never undoes it.
  func edit(_ edit: @escaping (Loadable<[Item], Failure>) -> Loadable<[Item], Failure>) {
    state = edit(state)
    if state.isLoading { editsDuringLoad.append(edit) }
  }
}
