// Stands in for axios's InterceptorManager (core/InterceptorManager.js) in the browser builds. The
// app adds one request interceptor when the HTTP client's module loads and never ejects or clears
// it; what this leaves out is axios's bookkeeping for ejecting by id while a walk is under way and
// for user code replacing `handlers`. Adding and walking are axios's: the same handler fields, in
// the order added.
export default class InterceptorManager {
  constructor() {
    this.handlers = [];
  }

  use(fulfilled, rejected, options) {
    this.handlers.push({
      fulfilled,
      rejected,
      synchronous: options ? options.synchronous : false,
      runWhen: options ? options.runWhen : null,
    });
    return this.handlers.length - 1;
  }

  eject(id) {
    if (this.handlers[id]) this.handlers[id] = null;
  }

  clear() {
    this.handlers = [];
  }

  forEach(fn) {
    for (const handler of this.handlers) if (handler !== null) fn(handler);
  }
}
