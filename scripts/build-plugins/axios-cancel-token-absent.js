// Stands in for axios's CancelToken (cancel/CancelToken.js) in the browser builds. The app
// cancels with an AbortSignal (`signal`, platform/http/http-client.ts's abortAll); axios reads
// `config.cancelToken` only when a caller sets one, and only hangs the class on its default
// export. Should a later change use it after all, this says so.
export default class CancelTokenAbsent {
  constructor() {
    throw new Error('sport-info: axios CancelToken is left out of this build; cancel with an AbortSignal');
  }
  static source() {
    return new CancelTokenAbsent();
  }
}
