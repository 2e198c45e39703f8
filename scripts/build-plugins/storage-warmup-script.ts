/**
 * An inline `<script>` for a page's `<head>` (shell-demo's page and the standalone page): it
 * opens the page's storage and reads its cookies while the page's scripts download. The first
 * read of localStorage, of sessionStorage and of `document.cookie` is each a synchronous round
 * trip to the browser process (7-17 ms on the bench's Chromium, longer when the browser is busy);
 * the federation runtime (its debug flag), shell-demo and the app read all three as they start
 * (the app: its stored settings, the kept-alive pages' scroll positions, the customer-service
 * bubble's cookie), and the first reader would pay it inside its own start-up task. The reads
 * start once the parser has gone past the script and preload tags, so their downloads start
 * first, and each read is a task of its own: three round trips in one task would block the main
 * thread for their sum.
 */
export function storageWarmupScript(key: string): string {
  const name = JSON.stringify(key);
  // Each read in its own try: storage can be off (private mode, policy) while cookies are not.
  return `<script>
      (function warm(reads) {
        if (!reads.length) return;
        setTimeout(function () {
          try { reads[0](); } catch (error) { /* every reader copes with that itself */ }
          warm(reads.slice(1));
        }, 0);
      })([
        function () { return window.localStorage.getItem(${name}); },
        function () { return window.sessionStorage.getItem(${name}); },
        function () { return document.cookie; }
      ]);
    </script>`;
}
