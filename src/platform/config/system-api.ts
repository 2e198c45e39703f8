/**
 * The system calls the frame needs at start-up (the gold account's are gold-account-api.ts's, the
 * mall's gold-mall-api.ts's), made from their declarations: `systemApi.imagesQuery({ categoryId })`.
 * Quiet by default: every caller falls back to its defaults (the domain list of the address, no
 * images) rather than bother the user.
 */
import { SystemCalls } from '../../contracts/system';
import { callFunctions } from '../http/call-functions';

export const systemApi = callFunctions(SystemCalls, { silent: true });
