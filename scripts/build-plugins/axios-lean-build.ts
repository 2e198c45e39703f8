/**
 * Axios code the browser builds leave out, each file replaced by a module of this folder that says
 * so (and why): the fetch adapter, the object-to-FormData/JSON/form converters, the status-code
 * table, CancelToken, the progress-event helpers, the XSRF cookie reader and its same-origin test,
 * the checks of a request's options and the `params` query builder; and two files swapped for
 * leaner ones that do what the app asks of them (`-lean.js`): the defaults without the body and
 * JSON conversions, the interceptor list without its eject-while-walking bookkeeping. The http
 * client's contract test (tests/contract/lean-axios-http-client.test.ts) runs on this build.
 */
import path from 'node:path';
import type { Compiler } from 'webpack';

const AXIOS_ABSENT: readonly [RegExp, string][] = [
  [/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, 'axios-fetch-adapter-absent.js'],
  [
    /[\\/]axios[\\/]lib[\\/](helpers[\\/](toFormData|formDataToJSON|toURLEncodedForm)|core[\\/]setFormDataHeaders)\.js$/,
    'axios-form-data-absent.js',
  ],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]HttpStatusCode\.js$/, 'axios-status-codes-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]cancel[\\/]CancelToken\.js$/, 'axios-cancel-token-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]progressEventReducer\.js$/, 'axios-progress-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]cookies\.js$/, 'axios-xsrf-cookie-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]isURLSameOrigin\.js$/, 'axios-same-origin-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]validator\.js$/, 'axios-option-checks-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]core[\\/]assertParamsAcyclic\.js$/, 'axios-params-acyclic-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]helpers[\\/]AxiosURLSearchParams\.js$/, 'axios-search-params-absent.js'],
  [/[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/, 'axios-defaults-lean.js'],
  [/[\\/]axios[\\/]lib[\\/]core[\\/]InterceptorManager\.js$/, 'axios-interceptors-lean.js'],
];

class AxiosLeanPlugin {
  // The compiler's own bundler: webpack's in production, Rspack's in development.
  apply(compiler: Compiler): void {
    for (const [resource, file] of AXIOS_ABSENT) {
      new compiler.webpack.NormalModuleReplacementPlugin(resource, path.join(__dirname, file)).apply(compiler);
    }
  }
}

export const axiosLeanBuild = (): AxiosLeanPlugin => new AxiosLeanPlugin();
