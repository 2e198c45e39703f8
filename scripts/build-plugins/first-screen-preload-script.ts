/**
 * An inline `<script>` for the standalone page: the page's code of the path being opened starts
 * downloading with the entry's scripts instead of once the app has run and routed (the page chunk
 * was asked for only at the app's first commit). The page is served for every path, so the
 * script carries the first-screen hint of its own build — each route's files beyond the entry's
 * (./first-screen-hint.ts) — and matches `location.pathname` as the route table would: plain
 * segments case-insensitively, a `:name` parameter any one non-empty segment, a trailing slash
 * ignored. `fetchpriority="low"`: the entry's scripts come first, their own priority is high.
 * shell-demo's page does the same from the remote's manifest (shell-demo/host/public/index.html).
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
