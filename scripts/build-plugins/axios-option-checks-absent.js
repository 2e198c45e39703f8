// Stands in for axios's option validator (helpers/validator.js) in the browser builds, which warns
// about or refuses a request's misspelt or mistyped options (transitional flags, paramsSerializer,
// `baseUrl` for `baseURL`). The app has one call site (src/platform/http/http-client.ts) that
// passes the same options, typed by axios's own declarations, every time: the check cannot fail.
const pass = () => true;
export default {
  assertOptions: () => undefined,
  validators: { transitional: () => pass, spelling: () => pass, boolean: pass, function: pass },
};
