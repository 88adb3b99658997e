import Core
import Foundation

/// The Members feature's composition entry: the roster over a SQLite database in a file or in memory.
public struct MembersFeature: Sendable {
  /// Where an app keeps the roster unless it chooses otherwise: `members.sqlite` in the `Members`
  /// folder of the platform's data location (Application Support on Apple platforms;
  /// `$XDG_DATA_HOME`, else `~/.local/share`, on Linux).
  public static var defaultDatabaseURL: URL {
    StorageLocation.applicationData(for: "Members").appendingPathComponent("members.sqlite")
  }

  /// The use cases: what screens call.
  public let interactor: any MembersInteractor
  /// The repository under the use cases, for callers that need it directly (imports, tools).
  public let repository: any MembersRepository

  /// Opens the roster.
  ///
  /// - Parameters:
  ///   - databaseURL: the database file, created with its folder when missing (what was saved there
  ///     before is read back); `nil` for a roster in memory that vanishes with the feature, for tests
  ///     and previews.
  ///   - busyTimeout: how long a write waits for another process's lock before it is `storageBusy`.
  /// - Throws: `MembersError.storageFailed` when the folder or the database cannot be created or
  ///   opened, including a file that is not a database or was cut short (it is left as it was).
  public init(databaseURL: URL?, busyTimeout: Duration = .seconds(5)) throws(MembersError) {
    let database: SQLiteDatabase
    do throws(StorageError) {
      database = try SQLiteDatabase(
        fileURL: databaseURL, busyTimeout: busyTimeout, migrations: SQLiteMembersLocalDataSource.migrations)
    } catch {
      throw MembersError(error)
    }
    let repository = LocalMembersRepository(local: SQLiteMembersLocalDataSource(database: database))
    self.repository = repository
    self.interactor = DefaultMembersInteractor(repository: repository)
  }

  /// A view model for the roster screen.
  @MainActor
  public func makeListViewModel() -> MembersListViewModel {
    MembersListViewModel(interactor: interactor)
  }
}
