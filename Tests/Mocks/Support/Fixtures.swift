import Foundation

/// Reads the JSON fixtures shipped as resources of the Mocks target.
public enum Fixtures {
  /// The folder that holds the fixtures.
  public static var directory: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures")
  }

  /// The bytes of the fixture `name` (with or without its `.json` extension).
  public static func data(_ name: String) throws(FixtureError) -> Data {
    let fileName = name.hasSuffix(".json") ? name : name + ".json"
    let url = directory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: url.path) else { throw .notFound(fileName) }
    do {
      return try Data(contentsOf: url)
    } catch {
      throw .unreadable(fileName, String(describing: error))
    }
  }

  /// The fixture `name` decoded as `T`.
  public static func decode<T: Decodable>(
    _ type: T.Type,
    from name: String,
    decoder: JSONDecoder = JSONDecoder()
  ) throws(FixtureError) -> T {
    let bytes = try data(name)
    do {
      return try decoder.decode(T.self, from: bytes)
    } catch {
      throw .undecodable(name, String(describing: error))
    }
  }
}

/// Why a fixture could not be used.
public enum FixtureError: Error, Equatable, Sendable {
  /// No fixture has that name.
  case notFound(String)
  /// The file exists but could not be read.
  case unreadable(String, String)
  /// The file is not valid for the type asked for.
  case undecodable(String, String)
}
