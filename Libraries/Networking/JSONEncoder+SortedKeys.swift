import Foundation

extension JSONEncoder {
  /// A new encoder with this one's strategies that also sorts every object's keys, so that a value
  /// is the same bytes on every encode: an encoder that does not sort writes an object's keys in an
  /// order that changes from one encode to the next, and a request sent again must be the same
  /// request, byte for byte.
  func sortingKeys() -> JSONEncoder {
    let sorting = JSONEncoder()
    sorting.outputFormatting = outputFormatting.union(.sortedKeys)
    sorting.dateEncodingStrategy = dateEncodingStrategy
    sorting.dataEncodingStrategy = dataEncodingStrategy
    sorting.nonConformingFloatEncodingStrategy = nonConformingFloatEncodingStrategy
    sorting.keyEncodingStrategy = keyEncodingStrategy
    sorting.userInfo = userInfo
    return sorting
  }
}
