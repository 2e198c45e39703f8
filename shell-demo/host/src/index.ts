// Async boundary: the federation runtime negotiates the shared singletons (react, router,
// zustand) before any module that imports them runs.
import('./bootstrap');

export {};
