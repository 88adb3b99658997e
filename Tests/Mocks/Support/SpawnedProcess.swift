#if os(macOS) || os(Linux)
  import Foundation

  #if os(Linux)
    import Glibc
  #else
    import Darwin
  #endif

  /// A child process started with `posix_spawn`, its standard input, output and error piped to this
  /// process and its signal mask cleared. The pipes close on `exec`, and are made and marked so under
  /// one lock with every spawn, so that no other child holds an end of them.
  ///
  /// Foundation's `Process.run()` on Linux reads `/proc/self/fd` past the end of a buffer now and
  /// then (swift-corelibs-foundation#5472, which Swift 6.3.1 still has) and crashes a test process that
  /// holds many files open, as a suite of loopback tests does.
  final class SpawnedProcess: Sendable {
    /// The child's process id.
    let pid: pid_t
    /// The write end of the child's standard input.
    let input: FileHandle
    /// The read end of the child's standard output.
    let output: FileHandle
    /// The read end of the child's standard error.
    let errors: FileHandle
    /// Whether the child has been waited for, once: then it is gone.
    private let reaped = LockedState(false)

    private init(pid: pid_t, input: FileHandle, output: FileHandle, errors: FileHandle) {
      self.pid = pid
      self.input = input
      self.output = output
      self.errors = errors
    }

    /// Held while pipes are made and a child is spawned. A lock of its own: a `LockedState` of nothing
    /// has a state of no size, whose accesses ThreadSanitizer takes for the lock's.
    private static let spawning = NSLock()

    /// Starts `executable` with `arguments`; throws the system's words when a pipe or the spawn fails.
    static func launch(_ executable: String, _ arguments: [String]) throws(SpawnFailure) -> SpawnedProcess {
      spawning.lock()
      defer { spawning.unlock() }
      return try spawn(executable, arguments)
    }

    private static func spawn(_ executable: String, _ arguments: [String]) throws(SpawnFailure) -> SpawnedProcess {
      let pipes = try (0..<3).map { _ throws(SpawnFailure) in try pipePair() }
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
      posix_spawn_file_actions_init(&actions)
      posix_spawnattr_init(&attributes)
      defer {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
      }
      posix_spawn_file_actions_adddup2(&actions, pipes[0].read, 0)
      posix_spawn_file_actions_adddup2(&actions, pipes[1].write, 1)
      posix_spawn_file_actions_adddup2(&actions, pipes[2].write, 2)
      var noSignals = sigset_t()
      sigemptyset(&noSignals)
      posix_spawnattr_setsigmask(&attributes, &noSignals)
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
      let words = ([executable] + arguments).map { strdup($0) }
      defer {
        for word in words { free(word) }
      }
      var pid = pid_t()
      let status = posix_spawn(&pid, executable, &actions, &attributes, words + [nil], environ)
      close(pipes[0].read)
      close(pipes[1].write)
      close(pipes[2].write)
      let parentEnds = (
        FileHandle(fileDescriptor: pipes[0].write, closeOnDealloc: true),
        FileHandle(fileDescriptor: pipes[1].read, closeOnDealloc: true),
        FileHandle(fileDescriptor: pipes[2].read, closeOnDealloc: true)
      )
      guard status == 0 else { throw SpawnFailure(reason: String(cString: strerror(status))) }
      return SpawnedProcess(pid: pid, input: parentEnds.0, output: parentEnds.1, errors: parentEnds.2)
    }

    /// Kills the child with SIGKILL, which no signal mask blocks, and returns once it has exited.
    func kill() {
      reaped.withLock { reaped in
        guard !reaped else { return }
        _ = Foundation.kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        reaped = true
      }
    }

    /// A pipe whose two ends close on `exec`, so that no other child of this process holds them.
    private static func pipePair() throws(SpawnFailure) -> (read: Int32, write: Int32) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw SpawnFailure(reason: String(cString: strerror(errno))) }
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      return (ends[0], ends[1])
    }
  }

  /// Why a child process did not start: the system's words for it.
  struct SpawnFailure: Error, Sendable {
    let reason: String
  }
#endif
