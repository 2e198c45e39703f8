/**
 * @jest-environment node
 *
 * Production's style tags on a portal's server, which evaluates our modules too (Node: no
 * document): the stylesheet's module answers its class names and puts nothing anywhere.
 */
import addStyleTags from '@scripts/build-plugins/style-tag-runtime';

type CssList = Parameters<typeof addStyleTags>[0];

it('answers the class names without a document, each time a stylesheet arrives', () => {
  const sheet = Object.assign([[401, '.card{}', ''] as const], { locals: { card: 'si_card' } }) as CssList;
  expect(typeof document).toBe('undefined');
  expect(addStyleTags(sheet, 'si')).toEqual({ card: 'si_card' });
  expect(addStyleTags(sheet, 'si')).toEqual({ card: 'si_card' });
});
