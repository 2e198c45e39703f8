/**
 * docs/backend.md: for a portal's backend team, each feature's calls and push messages, what a fan
 * sees when the backend lacks them and the order to build them in. The page's prose is written by
 * hand; its tables, between the two markers, are written from the declarations
 * (src/contracts/backend-features.ts and the calls' own edges), never by hand.
 */
import { BACKEND_FEATURES, type BackendFeature } from '../../src/contracts/backend-features';
import type { Call } from '../../src/contracts/http';
import type { CodeNames } from './openapi';
import { operationIdOf } from './openapi';
import type { DeclaredCall } from './declarations';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** The anchor GitHub gives a heading. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const headingOf = (feature: BackendFeature, order: number) => `${order}. ${feature.title}`;

function callRow(call: Call, name: string, codeNames: CodeNames): string {
  const refusals = call.refusals
    .map((code) => `${code} ${codeNames.get(code)?.replace(/^\w+\./, '') ?? ''}`.trim())
    .join(', ');
  const notes = [
    call.encoding === 'json' ? 'JSON body' : call.encoding === 'query' ? 'query' : 'form',
    call.host === 'configured' ? 'configured host' : '',
    ...(call.headers ?? []).map((header) => `header \`${header}\``),
  ].filter(Boolean);
  return `| \`${call.method} ${call.path}\` | ${operationIdOf(name)} | ${call.auth === 'login' ? 'login' : 'visitor'} | ${call.optional ? 'yes (404 hides it)' : 'no'} | ${cell(refusals) || '—'} | ${notes.join(', ')} |`;
}

function featureSection(
  feature: BackendFeature,
  order: number,
  names: ReadonlyMap<Call, string>,
  codeNames: CodeNames,
): string {
  const lines = [
    `## ${headingOf(feature, order)}`,
    '',
    `${feature.source === 'spec' ? 'The spec’s calls.' : '**Our extension**: calls the spec never named.'} ${feature.why}`,
    '',
    `**Without them:** ${feature.without}`,
    '',
  ];
  if (feature.calls.length > 0) {
    lines.push(
      '| call | operation | who | optional | refuses with (besides the catalogue) | sends |',
      '|---|---|---|---|---|---|',
    );
    for (const call of feature.calls) lines.push(callRow(call, names.get(call)!, codeNames));
    lines.push('');
  }
  if (feature.messages.length > 0) {
    lines.push('| push message | on channels | kind |', '|---|---|---|');
    for (const message of feature.messages) {
      const channels = message.channels
        .map((channel) => `\`${channel.includes(':') ? channel : `${channel}:<id>`}\``)
        .join(', ');
      lines.push(
        `| \`${message.namespace}\` \`${message.name}\` | ${channels} | ${message.mode === 'latest' ? 'latest value (kept for the snapshot)' : 'event'} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Where the written part of docs/backend.md begins and ends. */
export const GENERATED_BEGIN =
  '<!-- begin: written by `npm run contracts` from src/contracts (backend-features.ts and the call declarations); do not edit by hand -->';
export const GENERATED_END = '<!-- end: written by `npm run contracts` -->';

/** The page `page` with what lies between its markers replaced by `generated`; throws when the markers are not there once each, in order. */
export function withGeneratedPart(page: string, generated: string): string {
  const begin = page.indexOf(GENERATED_BEGIN);
  const end = page.indexOf(GENERATED_END);
  const once = (marker: string) => page.split(marker).length === 2;
  if (begin < 0 || end < begin || !once(GENERATED_BEGIN) || !once(GENERATED_END)) {
    throw new Error(`docs/backend.md needs its two markers once each, in order: ${GENERATED_BEGIN} … ${GENERATED_END}`);
  }
  return `${page.slice(0, begin + GENERATED_BEGIN.length)}\n\n${generated.trim()}\n\n${page.slice(end)}`;
}

/** The written part of docs/backend.md: the features in order, then each feature's calls and push messages. */
export function backendDoc(calls: readonly DeclaredCall[], codeNames: CodeNames): string {
  const names = new Map(calls.map(({ call, name }) => [call, name]));
  const summary = BACKEND_FEATURES.map(
    (feature, index) =>
      `| ${index + 1} | [${cell(feature.title)}](#${slug(headingOf(feature, index + 1))}) | ${feature.source === 'spec' ? 'spec' : 'ours'} | ${feature.calls.length} | ${feature.messages.length} | ${cell(feature.without)} |`,
  );
  return [
    '| order | feature | calls of | calls | push messages | without them, the fan sees |',
    '|---|---|---|---|---|---|',
    ...summary,
    '',
    ...BACKEND_FEATURES.map((feature, index) => featureSection(feature, index + 1, names, codeNames)),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
