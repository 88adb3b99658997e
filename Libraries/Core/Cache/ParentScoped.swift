import Foundation

/// One value per parent, made by `make` the first time that parent is asked for and kept after: the
/// cache, the shared loads and the pages of a collection under a parent (`/channels/{channel_id}/messages`),
/// so that one parent's list never answers for another's.
///
/// A generated feature tells parents apart by its collection's path (`/channels/42/messages`). `make`
/// runs under the lock, once per parent, and must not call back into the same `ParentScoped`.
public final class ParentScoped<Parent: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private let make: @Sendable (Parent) -> Value
  // Read and written only under `lock`.
  private var made: [Parent: Value] = [:]

  /// Creates an empty set whose value for a parent `make` makes on first use.
  public init(_ make: @escaping @Sendable (Parent) -> Value) {
    self.make = make
  }

  /// The value of `parent`, made now when it is the first time.
  public subscript(parent: Parent) -> Value {
    lock.lock()
    defer { lock.unlock() }
    if let value = made[parent] { return value }
    let value = make(parent)
    made[parent] = value
    return value
  }

  /// The parents asked for so far, in no order.
  public var parents: [Parent] {
    lock.lock()
    defer { lock.unlock() }
    return Array(made.keys)
  }
}
