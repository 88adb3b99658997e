import Core
import Foundation
import Mocks
import Networking
import Testing

/// Values written as `multipart/form-data`, as a document's multipart `requestBody` asks: the keys as
/// text parts, the files of an `HTTPFileFields` body as file parts.
@Suite(.timeLimit(.minutes(1))) struct HTTPMultipartBodyTests {
  /// A media upload's body, as a social network's `POST /api/v2/media` takes it.
  private struct MediaDraft: Codable, Sendable, Equatable, HTTPFileFields {
    var id: Int?
    var description: String?
    var focusPoints: [Double]
    var file: FileContent?
    var thumbnail: FileContent?

    var fileParts: [String: FileContent] {
      ["file": file, "thumbnail": thumbnail].compactMapValues { $0 }
    }

    var withoutFileParts: Self {
      var copy = self
      copy.file = nil
      copy.thumbnail = nil
      return copy
    }
  }

  private struct Caption: Codable, Sendable, Equatable {
    var id: Int?
    var text: String
  }

  private let client = HTTPClientMock()
  private let photo = FileContent(data: Data([0xFF, 0xD8, 0x00]), fileName: "cat.jpg", mediaType: "image/jpeg")

  private func snakeCase() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return encoder
  }

  /// The endpoint's body with its random boundary replaced by `B`, so that a test can spell it.
  ///
  /// A file's bytes are kept as they are.
  private func body(_ endpoint: Endpoint) throws -> Data {
    let contentType = try #require(endpoint.headers["Content-Type"])
    let boundary = Data(try #require(contentType.components(separatedBy: "boundary=").last).utf8)
    #expect(contentType.hasPrefix("multipart/form-data; boundary="))
    var rest = endpoint.body ?? Data()
    var written = Data()
    while let found = rest.range(of: boundary) {
      written += rest[..<found.lowerBound] + Data("B".utf8)
      rest = rest[found.upperBound...]
    }
    return written + rest
  }

  @Test("a body's keys are text parts in order and its files file parts after them, never written as JSON")
  func keysThenFiles() throws {
    // Given
    let draft = MediaDraft(description: "a cat", focusPoints: [0.5, -1], file: photo, thumbnail: nil)

    // When
    let endpoint = try Endpoint.encoded(path: "/media", body: draft, as: .multipart, encoder: snakeCase())

    // Then
    let expected =
      "--B\r\nContent-Disposition: form-data; name=\"description\"\r\n\r\na cat\r\n"
      + "--B\r\nContent-Disposition: form-data; name=\"focus_points\"\r\n\r\n0.5\r\n"
      + "--B\r\nContent-Disposition: form-data; name=\"focus_points\"\r\n\r\n-1\r\n"
      + "--B\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cat.jpg\"\r\n"
      + "Content-Type: image/jpeg\r\n\r\n"
    let written = try body(endpoint)
    #expect(written.prefix(expected.utf8.count) == Data(expected.utf8))
    #expect(written.dropFirst(expected.utf8.count).prefix(3) == Data([0xFF, 0xD8, 0x00]))
    #expect(String(decoding: written, as: UTF8.self).contains("thumbnail") == false)
    #expect(String(decoding: written, as: UTF8.self).contains("/9gA") == false)  // no Base64 of the photo
  }

  @Test("a body with no files is its keys as text parts")
  func textOnly() throws {
    // When
    let endpoint = try Endpoint.encoded(path: "/captions", body: Caption(text: "hi"), as: .multipart)

    // Then
    #expect(
      try body(endpoint) == Data("--B\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nhi\r\n--B--\r\n".utf8))
  }

  @Test("a resource made for multipart uploads sends its create and update so, and reads JSON back")
  func resourceUploads() async throws {
    // Given
    let resource = HTTPResource<MediaDraft, Int>(
      client: client, path: "/media", encoder: snakeCase(), bodyEncoding: .multipart)
    var stored = MediaDraft(description: "a cat", focusPoints: [], file: nil, thumbnail: nil)
    stored.id = 4
    let answer = try JSONEncoder().encode(stored)
    client.enqueue(status: 201, body: answer)
    client.enqueue(body: answer)

    // When
    let created = try await resource.create(MediaDraft(description: "a cat", focusPoints: [], file: photo))
    _ = try await resource.update(stored, id: 4)

    // Then
    #expect(created == stored)
    let contentTypes = client.endpoints.compactMap { $0.headers["Content-Type"] }
    #expect(contentTypes.count == 2)
    #expect(contentTypes.allSatisfy { $0.hasPrefix("multipart/form-data; boundary=") })
    #expect(String(decoding: try body(client.endpoints[0]), as: UTF8.self).contains("filename=\"cat.jpg\""))
  }
}
