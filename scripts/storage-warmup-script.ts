/**
 * An inline `<script>` for a page's `<head>` (shell-demo's page and the standalone page): it
 * opens the page's storage and reads its cookies while the page's scripts download. The first
 * read of localStorage, of sessionStorage and of `document.cookie` is each a synchronous round
 * trip to the browser process (7-17 ms on the bench's Chromium, longer when the browser is busy);
 * the federation runtime (its debug flag), shell-demo and the app read all three as they start
 * (the app: its stored settings, the kept-alive pages' scroll positions, the customer-service
 * bubble's cookie), and the first reader would pay it inside its own start-up task. It runs in a
 * task of its own once the parser has gone past the script and preload tags, so their downloads
 * start first.
 */
export function storageWarmupScript(key: string): string {
  const name = JSON.stringify(key);
  // Each read in its own try: storage can be off (private mode, policy) while cookies are not.
  return `<script>
      setTimeout(function () {
        [
          function () { return window.localStorage.getItem(${name}); },
          function () { return window.sessionStorage.getItem(${name}); },
          function () { return document.cookie; }
        ].forEach(function (read) {
          try { read(); } catch (error) { /* every reader copes with that itself */ }
        });
      }, 0);
    </script>`;
}
