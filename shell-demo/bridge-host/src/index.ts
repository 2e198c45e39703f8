// The async boundary: shared modules (React, the router) are negotiated before the app runs.
void import('./bootstrap');
