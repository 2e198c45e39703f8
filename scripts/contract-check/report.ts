/** The kit's report: ✓/✗ lines grouped, a summary line; or the results as JSON. */
import { CHECK_GROUPS, type CheckResult } from './types';

export function formatReport(results: readonly CheckResult[], target: { manifest: string; api: string }): string {
  const lines = [`sport-info contract check — manifest ${target.manifest}, api ${target.api}`];
  for (const group of CHECK_GROUPS) {
    const rows = results.filter((result) => result.group === group);
    if (rows.length === 0) continue;
    lines.push('', `${group}`);
    for (const row of rows) lines.push(`  ${row.ok ? '✓' : '✗'} ${row.name}${row.detail ? ` — ${row.detail}` : ''}`);
  }
  const failed = results.filter((result) => !result.ok);
  lines.push('', `${results.length - failed.length} passed, ${failed.length} failed`);
  for (const row of failed) lines.push(`FAILED ${row.group}: ${row.name} — ${row.detail}`);
  return lines.join('\n');
}

export const formatJson = (results: readonly CheckResult[]): string => JSON.stringify(results, null, 2);
