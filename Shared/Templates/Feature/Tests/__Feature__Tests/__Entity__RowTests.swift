//: kinds local
import Mocks
import Testing
import __Feature__

@Suite struct __Entity__RowTests {
  @Test("a row maps to the value it stores")
  func mapping() throws {
    #expect(try __Entity__(__Entity__Row(id: 12, name: "Twelfth")) == .stub(id: 12, name: "Twelfth"))
  }
}
