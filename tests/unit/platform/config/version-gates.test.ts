import { isGateOpen, requestLanguage } from '@src/platform/config/version-gates';

describe('native version gates', () => {
  it('open in the app from their version on, compared part by part', () => {
    expect(isGateOpen('dialect', { platform: 'app', appVersion: '4.3.0' })).toBe(false);
    expect(isGateOpen('dialect', { platform: 'app', appVersion: '4.3.1' })).toBe(true);
    expect(isGateOpen('newProgramDetail', { platform: 'app', appVersion: '4.3.10' })).toBe(true);
    expect(isGateOpen('privilegeAnchor', { platform: 'app', appVersion: '4.5.9' })).toBe(false);
    expect(isGateOpen('privilegeAnchor', { platform: 'app', appVersion: '4.10.0' })).toBe(true);
  });

  it('an app that reports no version is below every gate', () => {
    expect(isGateOpen('dialect', { platform: 'app', appVersion: '' })).toBe(false);
    expect(isGateOpen('newProgramDetail', { platform: 'app', appVersion: '' })).toBe(false);
  });

  it('the web has the language and the program detail, not the privileged anchors', () => {
    expect(isGateOpen('dialect', { platform: 'web', appVersion: '' })).toBe(true);
    expect(isGateOpen('newProgramDetail', { platform: 'web', appVersion: '' })).toBe(true);
    expect(isGateOpen('privilegeAnchor', { platform: 'web', appVersion: '' })).toBe(false);
  });

  it('the language header goes with the dialect gate, only when a locale was passed', () => {
    expect(requestLanguage('zh-TW', { platform: 'app', appVersion: '4.3.0' })).toBeUndefined();
    expect(requestLanguage('zh-TW', { platform: 'app', appVersion: '4.3.1' })).toBe('zh-TW');
    expect(requestLanguage(undefined, { platform: 'web', appVersion: '' })).toBeUndefined();
    expect(requestLanguage('en', { platform: 'web', appVersion: '' })).toBe('en');
  });
});
