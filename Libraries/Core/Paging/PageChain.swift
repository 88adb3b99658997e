import Foundation

/// The pages of one list read so far: each id and cursor with the depth of the page that first
/// gave it, shared by the chain so that a page costs its own items, not the whole list. A page read
/// again (a retry after a failure, or the same `next` run twice) answers the same items.
final class PageChain<Item: Identifiable & Sendable, Cursor: Hashable & Sendable, Failure: Error>: @unchecked Sendable
where Item.ID: Sendable {
  private let read: @Sendable (Cursor?) async throws(Failure) -> (items: [Item], next: Cursor?, leftOut: Int)
  private let lock = NSLock()
  private var ids: [Item.ID: Int] = [:]
  private var cursors: [Cursor: Int] = [:]

  init(read: @escaping @Sendable (Cursor?) async throws(Failure) -> (items: [Item], next: Cursor?, leftOut: Int)) {
    self.read = read
  }

  /// The page at `cursor`, `depth` pages after the first, with its items that no earlier page
  /// gave, and the read of the one after it.
  func page(at cursor: Cursor?, depth: Int) async throws(Failure) -> Page<Item, Failure> {
    let answer = try await read(cursor)
    let (fresh, follows) = record(answer, at: cursor, depth: depth)
    guard follows, let next = answer.next else { return Page(fresh, leftOut: answer.leftOut) }
    let after = { @Sendable () async throws(Failure) -> Page<Item, Failure> in
      try await self.page(at: next, depth: depth + 1)
    }
    return Page(fresh, next: after, leftOut: answer.leftOut)
  }

  /// The answer's items first given at `depth`, and whether the chain goes on past it: a page
  /// that adds nothing (no new item, and none left out), or a next cursor read at or before
  /// `depth`, ends it.
  private func record(
    _ answer: (items: [Item], next: Cursor?, leftOut: Int),
    at cursor: Cursor?,
    depth: Int
  ) -> (fresh: [Item], follows: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if let cursor, cursors[cursor] == nil { cursors[cursor] = depth }
    var onThisPage = Set<Item.ID>()
    let fresh = answer.items.filter { item in
      guard onThisPage.insert(item.id).inserted else { return false }
      if let first = ids[item.id] { return first == depth }
      ids[item.id] = depth
      return true
    }
    let cycle = answer.next.flatMap { cursors[$0] }.map { $0 <= depth } ?? false
    return (fresh, (!fresh.isEmpty || answer.leftOut > 0) && !cycle)
  }
}
