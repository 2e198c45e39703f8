/**
 * A slim banner under the page's top: the live data stopped (the push socket gave up
 * reconnecting), with a retry. It goes when the connection is back.
 */
import { ActionNotice } from './action-notice';
import { uiCopy } from './copy';

export const ConnectionBanner = ({ onRetry }: { onRetry: () => void }) => (
  <ActionNotice at="bar" action={uiCopy.retry} onAction={onRetry} testId="connection-banner">
    {uiCopy.liveDisconnected}
  </ActionNotice>
);
