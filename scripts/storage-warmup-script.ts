/**
 * An inline `<script>` for a page's `<head>` (shell-demo's page and the standalone page): it
 * opens the page's localStorage while the page's scripts download. The first read of storage
 * is a synchronous round trip to the browser process (7-17 ms on the bench's Chromium); the
 * federation runtime (its debug flag), shell-demo and the app all read storage as they start,
 * and the first of them would pay it inside its own start-up task. It runs in a task of its
 * own once the parser has gone past the script and preload tags, so their downloads start first.
 */
export function storageWarmupScript(key: string): string {
  return `<script>
      setTimeout(function () {
        try {
          window.localStorage.getItem(${JSON.stringify(key)});
        } catch (error) {
          // Storage is off (private mode, policy): every reader copes with that itself.
        }
      }, 0);
    </script>`;
}
