import { FILE_PATH_PREFIX, readAnswer } from '../../../src/contracts/http';
import { fileId, filePath, MAX_LABEL_CHARS, parseFileId } from '../../../shell-demo/server/files/file-names';
import { ART_KINDS, renderArt } from '../../../shell-demo/server/files/svg-art';
import { escapeXml, textEms } from '../../../shell-demo/server/files/svg-kit';
import { IMAGE_CATEGORIES, imagesOf } from '../../../shell-demo/server/routes/system-images';
import { SystemCalls } from '../../../src/contracts/system';
import { simplifiedIn } from '../../support/han-script';

describe('dev server file names', () => {
  it('parses kind, seed and label, and refuses other names', () => {
    expect(parseFileId('crest-t41-曼联.svg')).toEqual({ kind: 'crest', seed: 't41', label: '曼联' });
    expect(parseFileId('anchor-bg-30306_1.svg')).toEqual({ kind: 'anchor-bg', seed: '30306_1' });
    expect(parseFileId('banner-1-英超 焦点-战.svg')).toEqual({ kind: 'banner', seed: '1', label: '英超 焦点-战' });
    expect(parseFileId('photo-1.svg')).toBeNull();
    expect(parseFileId('avatar-1.png')).toBeNull();
    expect(parseFileId(`avatar-1-${'长'.repeat(MAX_LABEL_CHARS + 1)}.svg`)).toBeNull();
  });

  it('builds ids and paths that parse back', () => {
    expect(fileId('game', 164, '新ST')).toBe('game-164-新ST.svg');
    expect(filePath('avatar', 'u1', '张')).toBe(`${FILE_PATH_PREFIX}avatar-u1-%E5%BC%A0.svg`);
    expect(parseFileId(fileId('league', 12387, '英超'))).toEqual({ kind: 'league', seed: '12387', label: '英超' });
    expect(() => fileId('crest', 'a-b')).toThrow('seed');
    expect(() => fileId('banner', 1, 'a,b')).toThrow('comma');
  });
});

describe('dev server pictures', () => {
  it.each(ART_KINDS)('draws a deterministic, well-formed %s', (kind) => {
    const svg = renderArt({ kind, seed: 'abc' });
    expect(renderArt({ kind, seed: 'abc' })).toBe(svg);
    expect(renderArt({ kind, seed: 'abd' })).not.toBe(svg);
    const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  it('escapes labels', () => {
    expect(renderArt({ kind: 'game', seed: '1', label: '<b>&' })).toContain('&lt;b&gt;&amp;');
    expect(escapeXml(`"'`)).toBe('&quot;&#39;');
  });

  it('shortens a banner title that does not fit', () => {
    const svg = renderArt({ kind: 'banner', seed: '1', label: '超长标题'.repeat(6) });
    expect(svg).toContain('…</text>');
  });

  it('measures CJK wider than Latin', () => {
    expect(textEms('英超')).toBeGreaterThan(textEms('EP'));
  });
});

describe('dev server banner rows', () => {
  it('parse with the client parser for every category and only reference pictures that exist', () => {
    for (const categoryId of IMAGE_CATEGORIES) {
      const rows = readAnswer(SystemCalls.imagesQuery, imagesOf(categoryId));
      expect(rows.length).toBeGreaterThan(0);
      for (const image of rows.flatMap((row) => row.images.split(','))) expect(parseFileId(image)).not.toBeNull();
    }
  });

  it('give unique ids and ascending sort within a category', () => {
    const rows = imagesOf(20301);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.map((row) => row.sort)).toEqual([...rows.map((row) => row.sort)].sort((a, b) => a - b));
  });
});

describe('a banner in another language', () => {
  it('keeps its colours, and draws its fixed words in the language its seed ends in', () => {
    const zh = renderArt({ kind: 'banner', seed: '20301_1', label: '英超焦点战' });
    const en = renderArt({ kind: 'banner', seed: '20301_1_en', label: 'Premier League big match' });
    const hk = renderArt({ kind: 'banner', seed: '20301_1_zhHK', label: '英超焦點戰' });
    const colours = (svg: string) => svg.match(/#[0-9a-f]{6}/gi);
    expect(colours(en)).toEqual(colours(zh));
    expect(en).not.toMatch(/\p{Script=Han}/u);
    expect(en).toContain('View now');
    expect(simplifiedIn(hk)).toBe('');
  });
});
