/// How an array goes into a query, as OpenAPI's `style` and `explode` of a query parameter name it.
public enum HTTPQueryStyle: Sendable, Hashable {
  /// `form` exploded, OpenAPI's default: one `name=element` per element (`types=a&types=b`).
  case form
  /// `form` with `explode: false`: one item whose elements are joined by commas (`types=a,b`).
  case commaDelimited
  /// `spaceDelimited`: one item whose elements are joined by spaces (`types=a%20b` once encoded).
  case spaceDelimited
  /// `pipeDelimited`: one item whose elements are joined by pipes (`types=a%7Cb` once encoded).
  case pipeDelimited

  /// What joins the elements in one item, or `nil` for one item per element.
  var separator: String? {
    switch self {
    case .form: nil
    case .commaDelimited: ","
    case .spaceDelimited: " "
    case .pipeDelimited: "|"
    }
  }
}
