#if canImport(Glibc)
  import Glibc
#endif

/// The clock a memory cache reads on every hit of an entry that can expire, when no clock was
/// injected: as cheap a monotonic reading as the platform has.
///
/// On Linux that is `CLOCK_MONOTONIC_COARSE`, a few milliseconds of resolution for about 7 ns a
/// read, where `ContinuousClock.now` costs about 35 ns on this repository's machine (a virtual
/// machine's clock source); time the system spends suspended is not counted there. Elsewhere it is
/// `ContinuousClock`, whose reading on Apple platforms is already cheap and counts suspension.
@usableFromInline
enum ExpiryClock {
  /// The time since an arbitrary fixed point, for differences only.
  @inlinable
  static func reading() -> Duration {
    #if canImport(Glibc)
      var time = timespec()
      clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    #else
      return origin.duration(to: .now)
    #endif
  }

  #if !canImport(Glibc)
    @usableFromInline static let origin = ContinuousClock.now
  #endif
}
