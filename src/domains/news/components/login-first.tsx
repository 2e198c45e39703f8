/**
 * A page of the user's own data: its content for a user, and for a visitor a way to log in and
 * come back (the content is not mounted, so it asks for nothing).
 */
import type { ReactNode } from 'react';
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { sessionSelectors, useSessionStore } from '../../../platform/session/session-store';
import { EmptyState } from '../../../ui/empty-state';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';

export function LoginFirst({ returnPath, children }: { returnPath: string; children: ReactNode }) {
  const messages = useMessages(newsWords);
  const loggedIn = useSessionStore(sessionSelectors.isLoggedIn);
  const { login } = useNavigation();
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState title={messages.needsLogin} actionLabel={messages.loginToSee} onAction={() => void login(returnPath)} />
  );
}
