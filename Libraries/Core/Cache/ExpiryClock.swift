#if canImport(Glibc)
  import Glibc
#endif

/// The clock a memory cache reads on every hit of an entry that can expire, when no clock was
/// injected: as cheap a monotonic reading as the platform has.
///
/// On Linux that is `CLOCK_MONOTONIC_COARSE`: a few milliseconds of resolution, and time the system
/// spends suspended is not counted. Elsewhere it is `ContinuousClock`, which counts suspension.
/// What each reading costs: `Tests/Benchmarks/README.md`, the memory-cache case.
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
