// Stands in for axios's HttpStatusCode table (helpers/HttpStatusCode.js) in the browser builds:
// axios only hangs it on its default export (`axios.HttpStatusCode`) for callers to read, and the
// app never does — it reads the envelope's code (src/contracts/http.ts). 0.6 KB gzip of the
// first screen.
export default Object.freeze({});
