// Stands in for axios's same-origin test (helpers/isURLSameOrigin.js) in the browser builds. Axios
// asks it only to decide whether to copy the page's XSRF cookie into a header, and the cookie
// reader is left out too (axios-xsrf-cookie-absent.js): no call of ours carries that header either
// way, and a call no longer parses its URL against the page's for it.
export default () => false;
