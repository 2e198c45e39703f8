/**
 * The live room's route pattern: all the descriptor needs, so the app's first screen carries only
 * this (the page's link helpers are in live-room-paths.ts). The room has no header tab: it sits
 * under the anchor home's path, as the spec names it, and lights no tab.
 */
export const liveRoomRoutes = {
  room: '/anchor/detail/:id',
} as const;
