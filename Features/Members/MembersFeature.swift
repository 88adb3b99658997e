import Core
import Foundation

/// The Members feature's composition entry: the roster over a SQLite database in a file or in memory.
public struct MembersFeature: Sendable {
  /// Where `live()` keeps the roster by default: `members.sqlite` in the `Members` folder of the
  /// platform's data location (Application Support on Apple platforms; `$XDG_DATA_HOME`, else
  /// `~/.local/share`, on Linux).
  public static var defaultDatabaseURL: URL {
    StorageLocation.applicationData(for: "Members").appendingPathComponent("members.sqlite")
  }

  /// The roster's storage.
  public let repository: any MembersRepository
  /// The use cases.
  public let interactor: any MembersInteractor

  private init(database: SQLiteDatabase) {
    let repository = SQLiteMembersRepository(database: database)
    self.repository = repository
    self.interactor = DefaultMembersInteractor(repository: repository)
  }

  /// The roster in the database file at `url`, creating the file and its folder when needed;
  /// what was saved there before is read back.
  ///
  /// - Throws: `MembersError.storageFailed` when the folder or the database cannot be created or opened.
  public static func live(at url: URL = defaultDatabaseURL) throws(MembersError) -> MembersFeature {
    guard url.isFileURL else { throw .storageFailed }
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw .storageFailed
    }
    return try open(path: url.path)
  }

  /// A roster that lives in memory and vanishes with the feature: for tests and previews.
  public static func inMemory() throws(MembersError) -> MembersFeature {
    try open(path: ":memory:")
  }

  /// A view model for the roster screen.
  @MainActor
  public func makeListViewModel() -> MembersListViewModel {
    MembersListViewModel(interactor: interactor)
  }

  private static func open(path: String) throws(MembersError) -> MembersFeature {
    do throws(StorageError) {
      return MembersFeature(database: try SQLiteDatabase(path: path, migrations: SQLiteMembersRepository.migrations))
    } catch {
      throw MembersError(error, name: nil)
    }
  }
}
