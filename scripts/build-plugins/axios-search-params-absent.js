// Stands in for axios's own query-string builder (helpers/AxiosURLSearchParams.js) in the browser
// builds. axios builds a query with it only from a `params` object, which the app never passes
// (platform/http/http-client.ts puts its queries in the URL itself), and as the URLSearchParams
// of a browser without one, which no browser the app supports is. Should a later change pass
// `params` after all, this says so instead of sending junk.
export default class AxiosSearchParamsAbsent {
  constructor() {
    throw new Error('sport-info: axios params serialisation is left out of this build; put the query in the URL');
  }
}
