/**
 * An inline `<script>` for a page's `<head>` (shell-demo's page and the standalone page): it opens
 * the connections to the API while the page's scripts download, so the first calls and the first
 * pictures do not each wait for a handshake (3 round trips on a phone) after the code has run.
 * Two connections: the calls are CORS requests without credentials and the pictures (`<img>`, no
 * CORS) are not, and a browser never puts the two on one connection — the anchor home's banner,
 * the first screen's largest picture, waited for a handshake of its own.
 * The address is the page's runtime config (`configGlobal`'s `apiBaseUrl`), read when the page
 * runs: a port alone (":3100/...") is the page's own scheme and hostname on that port
 * (resolveAgainstPage in src/contracts/runtime-config.ts).
 */
export function apiPreconnectScript(configGlobal: string): string {
  return `<script>
      (function (config) {
        try {
          var address = config && config.apiBaseUrl;
          if (!address) return;
          if (address.charAt(0) === ':') address = location.protocol + '//' + location.hostname + address;
          var origin = new URL(address, location.href).origin;
          if (origin === location.origin) return;
          [false, true].forEach(function (cors) {
            var link = document.createElement('link');
            link.rel = 'preconnect';
            link.href = origin;
            if (cors) link.crossOrigin = 'anonymous';
            document.head.appendChild(link);
          });
        } catch (error) {
          // A malformed address: the app reports it on its first call.
        }
      })(window[${JSON.stringify(configGlobal)}]);
    </script>`;
}
