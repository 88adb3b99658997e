import Core
import Foundation
import Testing

@Suite struct FileContentTests {
  @Test("a file's JSON holds its bytes in Base64 with its name and media type, and reads back as itself")
  func roundTrips() throws {
    // Given
    let file = FileContent(data: Data([0, 1, 0xFF]), fileName: "photo.jpg", mediaType: "image/jpeg")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

    // When
    let json = String(decoding: try encoder.encode(file), as: UTF8.self)

    // Then
    #expect(json == #"{"data":"AAH/","fileName":"photo.jpg","mediaType":"image/jpeg"}"#)
    #expect(try JSONDecoder().decode(FileContent.self, from: Data(json.utf8)) == file)
  }

  @Test("a file whose media type is not known is sent as application/octet-stream")
  func unknownMediaType() {
    #expect(FileContent(data: Data(), fileName: "blob").mediaType == "application/octet-stream")
  }
}
