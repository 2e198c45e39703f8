// Stands in for axios's cookie helper (helpers/cookies.js) in the browser builds. Axios uses it
// for one thing: copying an `XSRF-TOKEN` cookie of the page's origin into an `X-XSRF-TOKEN`
// header. Our API authenticates by the signed headers (token, uid, signature)
// and reads no XSRF header, and a portal's own XSRF cookie has no business on our calls. Without
// it a same-origin call also no longer waits for a cookie read (cookieStore or document.cookie)
// before it is sent.
export default {
  read: () => null,
  readAsync: () => Promise.resolve(null),
  write: () => undefined,
  remove: () => undefined,
};
