/// A call that asks a source for what a cache lacks, made once (a repository keeps it from `init`)
/// and handed to `CachedList` on every read: `Input` is what the call is given (`Void` for a list or
/// its first page, an id for one value).
///
/// A closure handed to Core's generic code is converted, in a new heap object, to the form generic
/// code calls, on each call, even when the cache answers and the load never runs; held here, it is
/// converted once.
public struct SourceLoad<Input: Sendable, Output: Sendable, Failure: Error>: Sendable {
  /// Asks the source.
  @usableFromInline let run: @Sendable (Input) async throws(Failure) -> Output

  /// A load of what `run` answers for each input.
  public init(_ run: @escaping @Sendable (Input) async throws(Failure) -> Output) {
    self.run = run
  }

  /// A load of what `run` answers: a list, or its first page.
  public init(_ run: @escaping @Sendable () async throws(Failure) -> Output) where Input == Void {
    self.run = { (_: Void) async throws(Failure) -> Output in try await run() }
  }
}
