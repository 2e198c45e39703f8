/**
 * A backend without one of our optional extensions (the match centre, the tracker) answers its
 * call as unknown: HTTP 404, or code 404 in the envelope. The feature then hides; nothing else changes.
 */
import { isHttpError } from '../../../platform/http/http-error';

export const isExtensionMissing = (error: unknown): boolean => isHttpError(error) && error.code === 404;
