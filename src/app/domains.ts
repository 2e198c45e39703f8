/**
 * The domains of the app, in order: the route table, the header tabs and the runtime iterate
 * this list and know no domain by name. Adding a domain is one line here (docs/adding-a-domain.md).
 * The shared match layer comes first: the others build on its push handlers and stores.
 */
import type { DomainDescriptor } from '../platform/domain/domain-descriptor';
import { anchorsDomain } from '../domains/anchors/anchors-domain';
import { footballDomain } from '../domains/football/football-domain';
import { liveRoomDomain } from '../domains/live-room/live-room-domain';
import { matchDomain } from '../domains/match/match-domain';
import { nbaDomain } from '../domains/nba/nba-domain';
import { newsDomain } from '../domains/news/news-domain';
import { rankingDomain } from '../domains/ranking/ranking-domain';

export const DOMAINS: readonly DomainDescriptor[] = [
  matchDomain,
  anchorsDomain,
  liveRoomDomain,
  newsDomain,
  rankingDomain,
  footballDomain,
  nbaDomain,
];
