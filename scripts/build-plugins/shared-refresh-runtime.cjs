/*
 * `react-refresh/runtime` in the development builds: one instance per page, whichever bundle
 * loads first. shell-demo and the remote each bundle their own copy, and a copy that was not
 * the first into React's global hook never learns of React DOM (the hook only tells renderers
 * that register after it): the remote's components would never refresh inside shell-demo. So
 * the first bundle publishes its runtime on the page and the others use it; its injection into
 * the hook happens once, however many bundles ask.
 */
var KEY = '__SPORT_INFO_REACT_REFRESH_RUNTIME__';
var scope = typeof globalThis !== 'undefined' ? globalThis : self;

if (!scope[KEY]) {
  // The package's own file, by a relative path: its names (`react-refresh`, `react-refresh/runtime`)
  // resolve to runtime.js, which is aliased to this module, and would hand back this module half
  // built. Development builds only, so the development file.
  var runtime = require('../../node_modules/react-refresh/cjs/react-refresh-runtime.development.js');
  var injected = false;
  scope[KEY] = Object.assign({}, runtime, {
    injectIntoGlobalHook: function (globalObject) {
      if (injected) return;
      injected = true;
      runtime.injectIntoGlobalHook(globalObject);
    },
  });
}

module.exports = scope[KEY];
