import Core
import Foundation
import Testing

@Suite struct StorageLocationTests {
  #if !canImport(Darwin)
    @Test("XDG_DATA_HOME wins when it is an absolute path")
    func xdgDataHome() {
      let url = StorageLocation.applicationData(
        for: "Members", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"])

      #expect(url.path == "/data/Members")
    }

    @Test("without a usable XDG_DATA_HOME the folder is ~/.local/share")
    func homeFallback() {
      let relative = StorageLocation.applicationData(
        for: "Members", environment: ["XDG_DATA_HOME": "relative/path", "HOME": "/home/a"])
      let unset = StorageLocation.applicationData(for: "Members", environment: ["HOME": "/home/a"])

      #expect(relative.path == "/home/a/.local/share/Members")
      #expect(unset.path == "/home/a/.local/share/Members")
    }
  #else
    @Test("Apple platforms use Application Support")
    func applicationSupport() {
      let url = StorageLocation.applicationData(for: "Members")

      #expect(url.deletingLastPathComponent() == URL.applicationSupportDirectory)
    }
  #endif
}
