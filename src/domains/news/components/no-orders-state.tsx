/**
 * No bought tip yet (我的订单, 我的战绩): the hint says to look at the tips page, and the button
 * goes there — 我的战绩 once said so with no way to go.
 */
import { useNavigation } from '../../../platform/bridge/navigation-context';
import { EmptyState } from '../../../ui/empty-state';
import { newsWords } from '../news-messages';
import { useMessages } from '../../../platform/i18n/messages';
import { newsPaths } from '../news-paths';

export function NoOrdersState() {
  const messages = useMessages(newsWords);
  const { go } = useNavigation();
  return (
    <EmptyState
      title={messages.noOrders}
      hint={messages.noOrdersHint}
      actionLabel={messages.goToTips}
      onAction={() => void go({ kind: 'app', path: newsPaths.home() })}
    />
  );
}
