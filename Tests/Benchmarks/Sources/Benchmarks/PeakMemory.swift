import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How much a piece of work raised the process's peak resident memory, read from Linux's `/proc`.
enum PeakMemory {
  /// The bytes by which `work`'s peak resident set passed the resident set before it.
  ///
  /// Call `mapLargeAllocations()` before the memory `work` touches is first allocated. Writing `5`
  /// to `/proc/self/clear_refs` then resets the peak (`VmHWM`) to the present size.
  ///
  /// - Returns: `nil` where `/proc` cannot be read or reset (macOS), or when `work` throws.
  static func growth(during work: () async throws -> Void) async -> Int? {
    guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
      let before = kilobytes("VmRSS")
    else { return nil }
    guard (try? await work()) != nil, let peak = kilobytes("VmHWM") else { return nil }
    return max(peak - before, 0) * 1024
  }

  /// The largest `growth(during:)` of five runs of `work`.
  ///
  /// A run may free what the one before it left, which hides its own growth, so the largest is kept.
  ///
  /// - Returns: `nil` where `growth(during:)` returns `nil`.
  static func largestGrowth(during work: () async throws -> Void) async -> Int? {
    var largest: Int?
    for _ in 0..<5 {
      guard let growth = await growth(during: work) else { return nil }
      largest = max(largest ?? 0, growth)
    }
    return largest
  }

  /// A `kB` figure of `/proc/self/status`, such as `VmRSS`.
  private static func kilobytes(_ field: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// Gives each allocation of 64 KiB or more pages of its own, returned to the system when freed.
  ///
  /// Otherwise glibc keeps a large block freed in its heap, and a later one reuses it with no growth
  /// to see. It sets `M_MMAP_THRESHOLD` through `mallopt`, which Swift's `Glibc` module does not
  /// declare. Nothing happens elsewhere.
  static func mapLargeAllocations() {
    #if canImport(Glibc)
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
      typealias Option = @convention(c) (Int32, Int32) -> Int32
      let mmapThreshold: Int32 = -3
      _ = unsafeBitCast(symbol, to: Option.self)(mmapThreshold, 64 * 1024)
    #endif
  }
}
