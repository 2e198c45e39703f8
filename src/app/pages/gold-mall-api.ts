/**
 * The gold mall's calls, made from their declarations (our extension: a backend without them
 * answers 404 and the page says where the mall is — isUnavailable): the gold page's own, kept out
 * of the start-up's system calls.
 */
import { GoldMallCalls } from '../../contracts/gold-mall';
import { callFunctions } from '../../platform/http/call-functions';

export const goldMallApi = callFunctions(GoldMallCalls);
