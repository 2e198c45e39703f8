/**
 * A response written over time (the endless HTTP-FLV stream): a handler returns one instead of
 * data or a RawReply, and the pipeline (create-server.ts) hands it the response after the CORS
 * headers are set. The reply owns the response from then on and must stop writing when it closes.
 */
import type { ServerResponse } from 'node:http';

export class StreamReply {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    private readonly write: (response: ServerResponse) => void,
  ) {}

  start(response: ServerResponse): void {
    if (response.destroyed || response.headersSent) return;
    response.writeHead(this.status, this.headers);
    // HEAD: the headers are the whole answer.
    if (response.req.method === 'HEAD') {
      response.end();
      return;
    }
    this.write(response);
  }
}
