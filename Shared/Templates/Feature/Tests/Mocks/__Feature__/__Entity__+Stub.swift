import __Feature__

extension __Entity__ {
  /// A valid `__Entity__` with overridable fields, for tests.
  public static func stub(id: Int = 1, name: String = "First") -> __Entity__ {
    __Entity__(id: id, name: name)
  }
}
