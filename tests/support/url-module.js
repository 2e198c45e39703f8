// `import url from 'file?url'` (webpack's asset rule) in tests: an address that needs no network.
module.exports = 'data:text/javascript,';
