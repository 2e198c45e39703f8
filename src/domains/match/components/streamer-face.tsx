/** A streamer's face, a link to their profile page (the live room's host bar, the all-anchors list). */
import { Link } from 'react-router-dom';
import type { Streamer } from '../../../contracts/anchors';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { useFileUrl } from '../../../platform/config/use-file-url';
import { Avatar } from '../../../ui/avatar';
import { linkTo } from '../../../platform/domain/domain-links';
import { matchWords } from '../match-messages';
import { useMessages } from '../../../platform/i18n/messages';

export function StreamerFace({
  streamer,
  size,
  className,
}: {
  streamer: Streamer;
  size: 'm' | 'l';
  className?: string;
}) {
  const matchText = useMessages(matchWords);
  const { href } = useNavigation();
  const toUrl = useFileUrl();
  return (
    <Link
      className={className}
      to={href(linkTo('anchors.profile', { id: streamer.id }))}
      aria-label={matchText.viewProfile(streamer.nickName)}
    >
      <Avatar src={toUrl(streamer.pictureId)} name={streamer.nickName} alt="" size={size} />
    </Link>
  );
}
