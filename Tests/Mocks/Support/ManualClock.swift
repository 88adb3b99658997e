import Foundation

/// A clock that moves only when a test calls `advance(by:)`, so time-based code is tested without sleeping.
public final class ManualClock: Clock, Sendable {
  /// A point on a manual clock: the time advanced since the clock was made.
  public struct Instant: InstantProtocol {
    /// The time since the clock's start.
    public var offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = LockedState(Instant(offset: .zero))

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant.
  public var now: Instant { current.withLock { $0 } }

  /// The date the clock stands at, for code that stamps and compares dates: 2026-01-01 00:00 UTC
  /// plus the time advanced.
  public var date: Date {
    let offset = now.offset.components
    return Date(timeIntervalSince1970: 1_767_225_600 + Double(offset.seconds) + Double(offset.attoseconds) / 1e18)
  }

  /// The clock moves in steps of any size.
  public var minimumResolution: Duration { .zero }

  /// Moves the clock forward by `duration`.
  public func advance(by duration: Duration) {
    current.withLock { $0 = $0.advanced(by: duration) }
  }

  /// Waits, checking every millisecond of real time, until a test has advanced the clock past `deadline`.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    while now < deadline {
      try await Task.sleep(for: .milliseconds(1))  // a poll of the manual time, not a wait for real time
    }
  }
}
