/**
 * docs/backend.md: for a portal's backend team, each feature's calls and push messages, what a fan
 * sees when the backend lacks them and the order to build them in — written from the declarations
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
  const refusals = call.refusals.map((code) => `${code} ${codeNames.get(code)?.replace(/^\w+\./, '') ?? ''}`.trim()).join(', ');
  const notes = [
    call.encoding === 'json' ? 'JSON body' : call.encoding === 'query' ? 'query' : 'form',
    call.host === 'configured' ? 'configured host' : '',
    ...(call.headers ?? []).map((header) => `header \`${header}\``),
  ].filter(Boolean);
  return `| \`${call.method} ${call.path}\` | ${operationIdOf(name)} | ${call.auth === 'login' ? 'login' : 'visitor'} | ${call.optional ? 'yes (404 hides it)' : 'no'} | ${cell(refusals) || '—'} | ${notes.join(', ')} |`;
}

function featureSection(feature: BackendFeature, order: number, names: ReadonlyMap<Call, string>, codeNames: CodeNames): string {
  const lines = [
    `## ${headingOf(feature, order)}`,
    '',
    `${feature.source === 'spec' ? 'The spec’s calls.' : '**Our extension**: calls the spec never named.'} ${feature.why}`,
    '',
    `**Without them:** ${feature.without}`,
    '',
  ];
  if (feature.calls.length > 0) {
    lines.push('| call | operation | who | optional | refuses with (besides the catalogue) | sends |', '|---|---|---|---|---|---|');
    for (const call of feature.calls) lines.push(callRow(call, names.get(call)!, codeNames));
    lines.push('');
  }
  if (feature.messages.length > 0) {
    lines.push('| push message | on channels | kind |', '|---|---|---|');
    for (const message of feature.messages) {
      const channels = message.channels.map((channel) => `\`${channel.includes(':') ? channel : `${channel}:<id>`}\``).join(', ');
      lines.push(`| \`${message.namespace}\` \`${message.name}\` | ${channels} | ${message.mode === 'latest' ? 'latest value (kept for the snapshot)' : 'event'} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function backendDoc(calls: readonly DeclaredCall[], codeNames: CodeNames): string {
  const names = new Map(calls.map(({ call, name }) => [call, name]));
  const summary = BACKEND_FEATURES.map(
    (feature, index) =>
      `| ${index + 1} | [${cell(feature.title)}](#${slug(headingOf(feature, index + 1))}) | ${feature.source === 'spec' ? 'spec' : 'ours'} | ${feature.calls.length} | ${feature.messages.length} | ${cell(feature.without)} |`,
  );
  return [
    '# What a portal’s backend serves: features, calls and messages',
    '',
    '<!-- Written by `npm run contracts` from src/contracts (backend-features.ts and the call declarations): do not edit by hand. -->',
    '',
    'sport-info asks its data of the portal’s backend: the HTTP calls of [openapi.json](reference/openapi.json) and the push',
    'socket of [asyncapi.json](reference/asyncapi.json) (`npm run contracts` also renders them for reading: `dist/reference/index.html`).',
    'This page says which of them each feature needs, what a fan sees while the backend lacks them, and the order a backend team',
    'would build them in. Every call answers the envelope `{ code, msg, data }` with HTTP 200 and carries the common headers and',
    'the signature (openapi.json); any call may answer a code of the catalogue (400 no user or bad signature, 403, 405 and 505',
    'session ended, 14010, 200025, 200028, 10004 no such item); a login call answers a visitor 400 (请先登录); a call marked',
    'optional may be missing (404), and its feature then hides.',
    '',
    '| order | feature | calls of | calls | push messages | without them, the fan sees |',
    '|---|---|---|---|---|---|',
    ...summary,
    '',
    ...BACKEND_FEATURES.map((feature, index) => featureSection(feature, index + 1, names, codeNames)),
  ]
    .join('\n')
    .replace(/\n+$/, '\n');
}
