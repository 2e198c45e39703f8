// Stands in for axios's defaults (defaults/index.js) in the browser builds. What it drops is the
// default request transform's conversions of objects, forms, files and buffers (the app passes
// finished bodies: a form string, or JSON it wrote itself, which the default only trims) and the
// default response transform's JSON parsing (the one call site asks for the text and reads it
// itself). The rest — the adapter order, the limits, the status check, the headers per method — is
// axios's, value for value.
import transitional from 'axios/unsafe/defaults/transitional.js';
import methodList from 'axios/unsafe/core/methodList.js';

const defaults = {
  transitional,
  adapter: ['xhr', 'http', 'fetch'],
  transformRequest: [(data) => data],
  transformResponse: [(data) => data],
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  maxContentLength: -1,
  maxBodyLength: -1,
  env: { FormData: globalThis.FormData, Blob: globalThis.Blob },
  validateStatus: (status) => status >= 200 && status < 300,
  headers: { common: { Accept: 'application/json, text/plain, */*', 'Content-Type': undefined } },
};
for (const method of methodList) defaults.headers[method] = {};

export default defaults;
