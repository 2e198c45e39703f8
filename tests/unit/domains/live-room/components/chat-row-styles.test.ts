/**
 * The chat's rows are blocks, not list items (room-chat.module.css): an <ol>'s list items are
 * counted, and in a hot room every batch drops the oldest rows, which would renumber every row
 * kept. jsdom computes no styles from CSS modules, so the stylesheet's own rules are read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheet = readFileSync(
  path.join(__dirname, '../../../../../src/domains/live-room/components/room-chat/room-chat.module.css'),
  'utf8',
);

/** The `display` each rule gives a class, in source order (comments removed; no nesting in this file). */
function displaysOf(className: string): string[] {
  const rules = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g);
  const displays: string[] = [];
  for (const [, selectors, body] of rules) {
    const named = selectors!.split(',').some((selector) => selector.trim() === `.${className}`);
    const display = /(?:^|;)\s*display:\s*([^;]+)/.exec(body!)?.[1]?.trim();
    if (named && display) displays.push(display);
  }
  return displays;
}

test.each(['row', 'system'])('a chat %s is drawn as a block, never a counted list item', (className) => {
  expect(displaysOf(className)).toEqual(['block']);
});
