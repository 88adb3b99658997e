/// What every successful v5 response is: `{"data": {"objects": […], "meta": {…}}}`.
///
/// `data` is required, so the retired versions' `{"success": false, "data": null, "errors": […]}`
/// (answered with status 200), an error envelope and an HTML page all fail to decode.
package struct CountriesEnvelopeDTO: Decodable, Sendable, Equatable {
  package var data: CountriesPageDTO

  package init(data: CountriesPageDTO) {
    self.data = data
  }
}
