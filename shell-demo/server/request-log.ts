/** The last requests, for `DevCalls.requestLog`, and one JSON line per request on stdout. */
import type { RequestLogLine } from '../../src/contracts/dev-server';

export const REQUEST_LOG_SIZE = 500;

export class RequestLog {
  private readonly lines: RequestLogLine[] = [];

  constructor(private readonly quiet: boolean) {}

  add(line: RequestLogLine): void {
    this.lines.push(line);
    if (this.lines.length > REQUEST_LOG_SIZE) this.lines.splice(0, this.lines.length - REQUEST_LOG_SIZE);
    if (!this.quiet) process.stdout.write(`${JSON.stringify(line)}\n`);
  }

  list(): RequestLogLine[] {
    return [...this.lines];
  }
}
