import Dispatch

/// Runs one `SQLiteDatabase`'s jobs in order on a dispatch queue of its own.
///
/// SQLite blocks the calling thread while it works and while it waits for another connection's
/// lock. On the cooperative pool (one thread per core) a few such waits would starve every other
/// task, including the one that would release the lock; a dispatch queue gets a thread of its own.
final class SQLiteExecutor: SerialExecutor {
  private let queue = DispatchQueue(label: "Core.SQLiteDatabase")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
