/** The address of a five-leagues sub-page (a team, a player): `…/league/{leagueId}/team/{id}`. */
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { parseIdParam } from '../../../platform/domain/domain-links';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { footballPaths } from '../football-paths';
import { BadAddressPage } from './bad-address-page';

export interface LeagueAddress {
  competitionId: number;
  id: number;
}

/**
 * A five-leagues sub-page: both ids of its address are checked (one that is not an id shows the
 * bad-address page, titled with `title`'s word), and another address is another page (its state starts afresh).
 */
export function leagueSubPage(title: 'teamTitle' | 'playerTitle', Page: ComponentType<LeagueAddress>): ComponentType {
  return function LeagueSubPage() {
    const params = useParams();
    const messages = useMessages(footballWords);
    const competitionId = parseIdParam(params.leagueId);
    const id = parseIdParam(params.id);
    if (competitionId === null || id === null) {
      return <BadAddressPage title={messages[title]} fallbackPath={footballPaths.fiveLeagues()} />;
    }
    return <Page key={`${competitionId}:${id}`} competitionId={competitionId} id={id} />;
  };
}
