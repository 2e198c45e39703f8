/**
 * An inline `<script>` for the standalone page: the page's code of the path being opened starts
 * downloading once the entry's scripts have run, instead of once the app has booted and routed.
 * The page is served for every path, so the script carries the first-screen hint of its own
 * build — each route's files beyond the entry's (./first-screen-hint.ts) — and matches
 * `location.pathname` as the route table would: plain segments case-insensitively, a `:name`
 * parameter any one non-empty segment, a trailing slash ignored. shell-demo's page does the same
 * from the remote's manifest (shell-demo/host/public/index.html).
 *
 * When: at DOMContentLoaded, which follows the deferred entry scripts. Measured under a phone's
 * throttling (150 ms RTT, 1.6 Mbps, 4x CPU): the app's own request came so late that the anchor
 * home's chunk arrived after the config answer in 7 of 8 loads, and the page waited for it; a
 * preload from the head shared the connection with the entry's ~140 KB and the domain list left
 * ~80 ms later; preloaded at DOMContentLoaded it still arrived before the config, and the domain
 * list left as early as without it. Same-origin files: no `crossorigin`, as the chunk loader.
 */
import type { FirstScreenHint } from '../../src/contracts/props';

export function firstScreenPreloadScript(hint: FirstScreenHint, publicPath: string): string {
  const routes = Object.fromEntries(
    Object.entries(hint.routes).map(([pattern, files]) => [pattern, [...files.js, ...files.css]]),
  );
  return `<script>
      (function (routes, publicPath) {
        var path = location.pathname.replace(/\\/+$/, '').toLowerCase().split('/');
        for (var pattern in routes) {
          var parts = pattern.toLowerCase().split('/');
          if (parts.length !== path.length) continue;
          for (var i = 0; i < parts.length; i++) {
            if (parts[i].charAt(0) === ':' ? !path[i] : parts[i] !== path[i]) break;
          }
          if (i < parts.length) continue;
          var files = routes[pattern];
          document.addEventListener('DOMContentLoaded', function () {
            files.forEach(function (file) {
              var link = document.createElement('link');
              link.setAttribute('fetchpriority', 'low');
              link.rel = 'preload';
              link.as = /\\.css$/.test(file) ? 'style' : 'script';
              link.href = publicPath + file;
              document.head.appendChild(link);
            });
          });
          return;
        }
      })(${JSON.stringify(routes)}, ${JSON.stringify(publicPath)});
    </script>`;
}
