/** The gzip bytes a static server sends for a URL (the budgets are gzip; browsers get brotli here). */
import { stackRequest } from './stack-request';

export async function gzipBytes(url: string, ca?: string): Promise<number> {
  const { status, body } = await stackRequest(url, { headers: { 'accept-encoding': 'gzip' }, ca });
  if (status >= 400) throw new Error(`${url}: HTTP ${status}`);
  return body.length;
}
