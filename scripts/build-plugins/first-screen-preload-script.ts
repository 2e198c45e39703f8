/**
 * An inline `<script>` for the standalone page: the page's code of the path being opened starts
 * downloading once the entry's scripts have run, instead of once the app has booted and routed.
 * The page is served for every path, so the script carries the first-screen hint of its own
 * build — each route's files beyond the entry's (./first-screen-hint.ts) — and matches
 * `location.pathname` as the route table would: plain segments case-insensitively, a `:name`
 * parameter any one non-empty segment, a trailing slash ignored. shell-demo's page does the same
 * from the remote's manifest (shell-demo/host/public/index.html).
 *
 * When: as the page is parsed, at low priority: asked for beside the entry's deferred scripts, it
 * comes on the connection after them. It used to wait for DOMContentLoaded (which follows the
 * entry's scripts) — from when the domain list left from the head and a preload there delayed it;
 * the gate calls now leave from the app, after the entry has run, and the page chunk asked for
 * only then was the last link of the anchor home's LCP chain under Lighthouse's simulation
 * (150 ms RTT, 1.6 Mbps, 4x CPU): its request after main.js had run, its download after that.
 * Same-origin files: no `crossorigin`, as the chunk loader.
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
          routes[pattern].forEach(function (file) {
            var link = document.createElement('link');
            link.setAttribute('fetchpriority', 'low');
            link.rel = 'preload';
            link.as = /\\.css$/.test(file) ? 'style' : 'script';
            link.href = publicPath + file;
            document.head.appendChild(link);
          });
          return;
        }
      })(${JSON.stringify(routes)}, ${JSON.stringify(publicPath)});
    </script>`;
}
