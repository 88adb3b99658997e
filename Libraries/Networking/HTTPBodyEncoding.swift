/// How a write puts its value in the request's body, as the document's `requestBody` names it.
public enum HTTPBodyEncoding: Sendable, Hashable {
  /// `application/json`, with every object's keys sorted.
  case json
  /// `application/x-www-form-urlencoded`.
  ///
  /// The value must be an object. Each scalar key is one field, and `null` is left out. An array's
  /// scalars repeat their key (`ids=1&ids=2`), as OpenAPI's default `form` style explodes them. An
  /// object's keys, and an array's other items, are named in brackets: `poll[expires_in]`, `rules[0][id]`.
  case form
  /// `multipart/form-data`: each key a text part, as `HTTPMultipartForm(fields:)` writes it, and each
  /// file of a body that is `HTTPFileFields` a file part, after them.
  case multipart
}
