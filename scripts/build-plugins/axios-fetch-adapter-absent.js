// Stands in for axios's fetch adapter in the browser builds. Axios tries its adapters in the
// order ['xhr', 'http', 'fetch'] and every browser has XMLHttpRequest, so the fetch adapter is
// never chosen — yet it and its stream helpers are ~2.7 KB gzip of the first screen. Axios's
// own package.json does the same for its Node `http` adapter (mapped to null in browsers).
// `getFetch` answering false reads to axios as "not supported by the environment".
export const getFetch = () => false;
export default false;
