/**
 * Follow / unfollow an expert: a visitor is sent to login with the way back; the count and
 * the button change at once (the store rolls them back if the call fails).
 */
import { useLoginGate } from '../../../platform/session/use-login-gate';
import { Button } from '../../../ui/button';
import { newsWords } from '../news-messages';
import { useLocale, useMessages } from '../../../platform/i18n/messages';
import { formatCount } from '../../../platform/i18n/formats';
import { useNewsStore } from '../store/news-store';

interface FollowButtonProps {
  /** Who is followed: the expert's id, and the name the button's label says. */
  expert: { id: number; name: string };
  following: boolean;
  /** Where a visitor comes back to after login. */
  returnPath: string;
  /** Shows the follower count beside the word. */
  followers?: number;
  size?: 's' | 'm';
}

export function FollowButton({ expert, following, returnPath, followers, size = 's' }: FollowButtonProps) {
  const locale = useLocale();
  const messages = useMessages(newsWords);
  const setFollow = useNewsStore((state) => state.setFollow);
  const gate = useLoginGate(returnPath);
  const word = following ? messages.following : messages.follow;
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      aria-label={messages.followLabel(expert.name, following)}
      aria-pressed={following}
      onClick={() => gate(() => setFollow(expert.id, !following))}
    >
      {followers === undefined ? word : `${word} · ${formatCount(locale, followers)}`}
    </Button>
  );
}
