extension Array where Element: Sendable {
  /// `transform` applied to every element at once, in child tasks, with the results in the order
  /// of the elements.
  ///
  /// A task group would erase a thrown error to `any Error`; here each transform's failure stays
  /// an `E`. The first failure to arrive cancels the transforms still running and is thrown, once
  /// every child has ended.
  public func concurrentMap<T: Sendable, E: Error>(
    _ transform: @escaping @Sendable (Element) async throws(E) -> T
  ) async throws(E) -> [T] {
    let (values, failure) = await withTaskGroup(of: (Int, Result<T, E>).self) { group in
      for (index, element) in enumerated() {
        group.addTask {
          do throws(E) {
            return (index, .success(try await transform(element)))
          } catch {
            return (index, .failure(error))
          }
        }
      }
      var values = [T?](repeating: nil, count: count)
      var failure: E?
      for await (index, result) in group {
        switch result {
        case .success(let value):
          values[index] = value
        case .failure(let error) where failure == nil:
          failure = error
          group.cancelAll()
        case .failure:
          break
        }
      }
      return (values, failure)
    }
    if let failure { throw failure }
    return values.compactMap { $0 }
  }
}
