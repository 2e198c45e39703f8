/** The gzip bytes a static server sends for a URL (the budgets are gzip; browsers get brotli here). */
import { get } from 'node:http';

export function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        else resolve(bytes);
      });
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: timed out`)));
    request.on('error', reject);
  });
}
