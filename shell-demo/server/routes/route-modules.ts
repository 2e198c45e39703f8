/**
 * The route modules the server registers, in order. A domain adds its
 * `routes/<domain>.ts` (exporting a RouteModule) here.
 */
import { registerFileRoutes } from '../files/file-routes';
import type { RouteModule } from '../server-context';
import { registerAnchorRoutes } from './anchors';
import { registerDemoSessionRoutes } from './demo-session';
import { registerDevControlRoutes } from './dev-control';
import { registerFootballRoutes } from './football';
import { registerMatchAlertRoutes } from './match-alerts';
import { registerMatchCentreRoutes } from './match-centre';
import { registerMatchTrackerRoutes } from './match-tracker';
import { registerNbaRoutes } from './nba';
import { registerNewsRoutes } from './news';
import { registerPredictionRoutes } from './predictions';
import { registerPushSnapshotRoutes } from './push-snapshot';
import { registerRankingRoutes } from './ranking';
import { registerRoomCrowdRoutes } from './room-crowd';
import { registerSystemRoutes } from './system';
import { registerUserTitleRoutes } from './user-titles';

export const ROUTE_MODULES: readonly RouteModule[] = [
  registerDevControlRoutes,
  registerDemoSessionRoutes,
  registerSystemRoutes,
  registerFileRoutes,
  registerPushSnapshotRoutes,
  registerAnchorRoutes,
  registerUserTitleRoutes,
  registerRankingRoutes,
  registerFootballRoutes,
  registerNbaRoutes,
  registerNewsRoutes,
  registerMatchCentreRoutes,
  registerMatchAlertRoutes,
  registerMatchTrackerRoutes,
  registerRoomCrowdRoutes,
  registerPredictionRoutes,
];
