/** Pictures of people: avatars (a gradient disc with a name's first character) and player portraits. */
import { hashString, pickBy } from '../seed';
import { CLUB_COLOURS, fitSize, GRADIENTS, initials, linear, svg, text } from './svg-kit';

const SURNAMES = Array.from(
  '张王李赵刘陈杨黄周吴徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈',
);

/** Person avatar: a gradient disc with a name's first character. */
export function avatar(seed: string, label?: string): string {
  const hash = hashString(`avatar:${seed}`);
  const gradient = pickBy(GRADIENTS, hash);
  const glyph = Array.from((label ?? '').trim())[0] ?? pickBy(SURNAMES, hash >>> 8);
  const size = /[\u2e80-\u9fff]/.test(glyph) ? 54 : 60;
  return svg(
    120,
    120,
    `<defs>${linear('g', gradient)}</defs>` +
      `<circle cx="60" cy="60" r="60" fill="url(#g)"/>` +
      `<circle cx="60" cy="60" r="56" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>` +
      `<path d="M0 60a60 60 0 0 1 120 0z" fill="#fff" opacity=".08"/>` +
      text(glyph, 60, 60, size, '#fff', 'font-weight="600" text-anchor="middle" dominant-baseline="central"'),
  );
}

/** Player portrait: head-and-shoulders silhouette in club colours with a shirt number. */
export function player(seed: string, label?: string): string {
  const hash = hashString(`player:${seed}`);
  const [primary, secondary] = pickBy(CLUB_COLOURS, hash);
  const number = initials(label, String(1 + (hash % 35)));
  const skin = pickBy(['#f1c7a5', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'], hash >>> 5);
  const hair = pickBy(['#2b1d14', '#1a1a1a', '#5a3825', '#7b4b2a', '#d9b27c'], hash >>> 9);
  return svg(
    120,
    120,
    `<defs>${linear('bg', ['#e9eef5', '#c9d3e0'], 0, 1)}<clipPath id="c"><circle cx="60" cy="60" r="60"/></clipPath></defs>` +
      `<g clip-path="url(#c)"><rect width="120" height="120" fill="url(#bg)"/>` +
      `<path d="M14 120c2-26 18-38 46-38s44 12 46 38z" fill="${primary}"/>` +
      `<path d="M48 84l12 12 12-12" fill="none" stroke="${secondary}" stroke-width="4"/>` +
      `<rect x="53" y="62" width="14" height="18" rx="6" fill="${skin}"/>` +
      `<ellipse cx="60" cy="48" rx="19" ry="22" fill="${skin}"/>` +
      `<path d="M41 46c0-16 9-24 19-24s19 8 19 24c-4-8-10-11-19-11s-15 3-19 11z" fill="${hair}"/>` +
      text(number, 60, 112, fitSize(number, 36, 20, 11), secondary, 'font-weight="700" text-anchor="middle"') +
      `</g>`,
  );
}
