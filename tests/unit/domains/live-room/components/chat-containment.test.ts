/**
 * The chat list in a hot room (components/room-chat/room-chat.module.css): each batch drops the
 * oldest rows, so a row is a block, not a counted list item (renumbering restyled and laid out
 * every row kept), and the list's box is a containment root (lines arriving never lay out the
 * page around it). jsdom draws nothing: the rules are read from the stylesheet.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CSS = readFileSync(
  path.join(__dirname, '../../../../../src/domains/live-room/components/room-chat/room-chat.module.css'),
  'utf8',
).replace(/\/\*[\s\S]*?\*\//g, '');

/** The declarations every rule naming exactly `selector` (alone or in a list) sets. */
function declarationsOf(selector: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const [, selectors, body] of CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selectors!.split(',').some((one) => one.trim() === selector)) continue;
    for (const declaration of body!.split(';')) {
      const [property, ...value] = declaration.split(':');
      if (property?.trim() && value.length > 0) declarations[property.trim()] = value.join(':').trim();
    }
  }
  return declarations;
}

it.each(['.row', '.system'])('draws a %s as a block, not a numbered list item', (selector) => {
  expect(declarationsOf(selector).display).toBe('block');
});

it('contains the list’s box: its size, layout and paint are its own', () => {
  expect(declarationsOf('.listBox').contain).toBe('strict');
});
