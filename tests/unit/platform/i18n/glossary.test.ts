import { glossary } from '../../../../src/platform/i18n/glossary/glossary';
import { glossaryEn } from '../../../../src/platform/i18n/glossary/glossary.en';
import { glossaryHk } from '../../../../src/platform/i18n/glossary/glossary.zh-hk';
import { glossaryTw } from '../../../../src/platform/i18n/glossary/glossary.zh-tw';

const HAN = /\p{Script=Han}/u;
/** Characters only the Simplified script writes (a sample of the glossary's own). */
const SIMPLIFIED_ONLY = /[胜负让亚盘点赔输赢]/u;

describe('the betting glossary', () => {
  it('has every term in every locale', () => {
    for (const words of [glossaryHk, glossaryTw, glossaryEn])
      expect(Object.keys(words).sort()).toEqual(Object.keys(glossary).sort());
  });

  it("reads as Hong Kong's players say it", () => {
    expect(glossaryHk).toMatchObject({
      matchResult: '主客和',
      overUnder: '入球大細',
      correctScore: '波膽',
      penalty: '十二碼',
      referee: '球證',
    });
    expect(glossary).toMatchObject({
      matchResult: '胜平负',
      overUnder: '大小球',
      correctScore: '比分',
      penalty: '点球',
      referee: '裁判',
    });
  });

  it('writes Traditional in zh-TW and zh-HK, and no Chinese in en', () => {
    for (const word of [...Object.values(glossaryHk), ...Object.values(glossaryTw)])
      expect(word).not.toMatch(SIMPLIFIED_ONLY);
    for (const word of Object.values(glossaryEn)) expect(word).not.toMatch(HAN);
  });
});
