import Core
import Foundation

extension CountryRow {
  /// The row that stores `dto`, fetched at `fetchedAt`. The object's keys are not sorted: the text
  /// is only ever read back by a decoder (`Tests/Benchmarks/README.md`, the countries-cold-refresh case).
  ///
  /// - Parameter encoder: the encoder to write the object with; a list passes one to each slice of
  ///   rows it encodes.
  /// - Throws: `StorageError.encodingFailed` when the object has no alpha-3 code to key it by, or
  ///   does not encode.
  package init(_ dto: CountryDTO, fetchedAt: Date, encoder: JSONEncoder = JSONEncoder()) throws(StorageError) {
    guard let code = dto.codes?.alpha3?.uppercased(), !code.isEmpty else {
      throw .encodingFailed(column: "code", reason: "the country has no alpha-3 code")
    }
    let object: Data
    do {
      object = try encoder.encode(dto)
    } catch {
      throw .encodingFailed(column: "object", reason: String(describing: error))
    }
    self.init(
      code: code, alpha2: dto.codes?.alpha2?.uppercased() ?? "", object: String(decoding: object, as: UTF8.self),
      fetchedAt: fetchedAt.timeIntervalSince1970)
  }

  /// The cached object and when it was fetched.
  ///
  /// - Parameter decoder: the decoder to read the object with; a list passes one for all its rows.
  /// - Throws: `StorageError.typeMismatch` when the stored text is not a country object.
  package func entry(decoder: JSONDecoder = JSONDecoder()) throws(StorageError) -> CacheEntry<CountryDTO> {
    do {
      let dto = try decoder.decode(CountryDTO.self, from: Data(object.utf8))
      return CacheEntry(value: dto, storedAt: Date(timeIntervalSince1970: fetchedAt))
    } catch {
      throw .typeMismatch(column: "object", expected: "a country object", found: "text that does not decode")
    }
  }
}
