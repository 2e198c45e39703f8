/** The anchors domain's tests start from the app's known world (tests/support/app-world). */
import { useAnchorsStore } from '@src/domains/anchors/store/anchors-store';
import { setUpAppWorld } from '@tests/support/app-world';

export const setUpAnchorsWorld = setUpAppWorld;

export const anchors = () => useAnchorsStore.getState();
