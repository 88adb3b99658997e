import Core
import Observation

/// The __Feature__ list screen: its state, the filter the person typed, and what they can do.
///
/// Loads publish into `state`; a cancelled load puts back what was shown before it. Writes answer
/// whether they succeeded, and a failed one leaves the list as it was and sets `actionError`.
@MainActor @Observable
public final class __Feature__ListViewModel {
  /// The list as loaded, with the phase of the last load.
  public private(set) var state: Loadable<[__Entity__], __Feature__Error> = .notRequested
  /// The last failed write, for the screen to show; `nil` after a success.
  public private(set) var actionError: __Feature__Error?
  /// What the person typed to filter the list.
  public var query = ""

  private let interactor: any __Feature__Interactor

  /// Creates the view model.
  public init(interactor: any __Feature__Interactor) {
    self.interactor = interactor
  }

  /// The loaded values whose name matches `query`, in the order loaded.
  public var visible__Feature__: [__Entity__] {
    (state.value ?? []).filter { $0.matches(query) }
  }

//: if cached
  /// Loads the list, from the cache when it holds it.
//: else
  /// Loads the list, keeping the current one visible while it runs.
//: end
  public func load() async {
    await performLoad { () async throws(__Feature__Error) -> [__Entity__] in try await interactor.load__Feature__() }
  }
//: if cached

  /// Reloads the list from the service, keeping the current one visible while it runs.
  public func refresh() async {
    await performLoad { () async throws(__Feature__Error) -> [__Entity__] in
      try await interactor.refresh__Feature__()
    }
  }
//: end

  /// Creates a `__Entity__`; on success the list shows it at its end. - Returns: whether it was created.
  @discardableResult
  public func create(name: String) async -> Bool {
    var created: __Entity__?
    let succeeded = await performWrite { () async throws(__Feature__Error) in
      created = try await interactor.create__Entity__(name: name)
    }
    if let created, let values = state.value { state = .loaded(values + [created]) }
    return succeeded
  }

  /// Deletes a `__Entity__`; on success the list drops it. - Returns: whether it was deleted.
  @discardableResult
  public func delete(id: Int) async -> Bool {
    let deleted = await performWrite { () async throws(__Feature__Error) in
      try await interactor.delete__Entity__(id: id)
    }
    if deleted, let values = state.value { state = .loaded(values.filter { $0.id != id }) }
    return deleted
  }

  /// Forgets `actionError` once the screen has shown it.
  public func dismissActionError() {
    actionError = nil
  }

  private func performLoad(_ load: () async throws(__Feature__Error) -> [__Entity__]) async {
    let previous = state.value
    state = .loading(previous: previous)
    do throws(__Feature__Error) {
      state = .loaded(try await load())
    } catch .cancelled {
      state = previous.map { .loaded($0) } ?? .notRequested
    } catch {
      state = .failed(error)
    }
  }

  private func performWrite(_ write: () async throws(__Feature__Error) -> Void) async -> Bool {
    do throws(__Feature__Error) {
      try await write()
      actionError = nil
      return true
    } catch {
      actionError = error
      return false
    }
  }
}
