/// An id type an outbox can make local ids of: ids for values created offline that no service
/// ever gives, so a local id and a service's id never name the same value.
public protocol OutboxIdentifier: SQLiteStorable & Hashable {
  /// The local id numbered `serial`, a positive number the outbox never gives twice in one file.
  static func local(serial: Int64) -> Self
}

extension Int: OutboxIdentifier {
  /// `-serial`: a service's integer ids are positive.
  public static func local(serial: Int64) -> Int { -Int(serial) }
}

extension Int64: OutboxIdentifier {
  /// `-serial`: a service's integer ids are positive.
  public static func local(serial: Int64) -> Int64 { -serial }
}

extension String: OutboxIdentifier {
  /// `"local:<serial>"`, a spelling no service's id in a URL path takes (`:` is not in a slug or UUID).
  public static func local(serial: Int64) -> String { "local:\(serial)" }
}
