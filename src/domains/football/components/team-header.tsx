/** A team page's head: crest, names, country and ground (line-up call), or a skeleton while it loads. */
import type { TeamInfo } from '../../../contracts/football';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { Skeleton } from '../../../ui/skeleton';
import { useMessages } from '../../../platform/i18n/messages';
import { footballWords } from '../football-messages';
import { ProfileHeader, ProfileLine } from './profile-header';

export function TeamHeader({ team }: { team: TeamInfo | null }) {
  const messages = useMessages(footballWords);
  const toUrl = useFileUrl();
  if (!team) {
    return (
      <div aria-hidden="true">
        <ProfileHeader picture={<Skeleton shape="rect" width={64} height={64} />} title={<Skeleton width={120} />}>
          <Skeleton width={180} />
        </ProfileHeader>
      </div>
    );
  }
  return (
    <ProfileHeader
      picture={<Avatar src={toUrl(team.logoFileId)} name={team.shortNameZh} alt="" size="l" shape="rounded" />}
      title={team.nameZh}
    >
      <ProfileLine>{team.nameEn}</ProfileLine>
      <ProfileLine>
        {team.countryZh}
        {team.venue && ` · ${messages.venue} ${team.venue}`}
      </ProfileLine>
    </ProfileHeader>
  );
}
