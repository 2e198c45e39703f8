/**
 * Where a piece of server data is in its life, the one status every store uses:
 * idle — never asked · loading — first load on its way · ready — data shown · failed — the
 * first load failed (a failed refresh keeps `ready`: the data stays on screen).
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
