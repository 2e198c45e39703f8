/**
 * The snapshot call that repairs a gap in a channel (src/contracts/push.ts). Silent: a failed
 * snapshot is the socket client's business (it reports and retries), not a toast.
 */
import { PushCalls } from '../../contracts/push-protocol';
import { callFunctions } from '../http/call-functions';

export const pushSnapshotApi = callFunctions(PushCalls, { silent: true });
