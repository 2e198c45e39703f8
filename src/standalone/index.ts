// Async boundary: shared modules (react, ...) are negotiated before the app's code runs.
import('./bootstrap');
