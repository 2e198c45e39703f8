/** A page of the user's own data, opened by a visitor: a way to log in and come back. */
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { messages } from '../messages';

export function LoginFirst({ returnPath }: { returnPath: string }) {
  const { login } = useNavigation();
  return <EmptyState title={messages.needsLogin} actionLabel={messages.loginToSee} onAction={() => void login(returnPath)} />;
}
