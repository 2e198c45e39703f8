import { MATCH_ALERT_KINDS } from '../../../../../src/contracts/match-alerts';
import { loadAlertSettings, saveAlertSettings } from '../../../../../src/domains/match/alerts/alert-types';
import {
  DEFAULT_ALERT_SETTINGS,
  isAlertWanted,
  parseAlertSettings,
} from '../../../../../src/domains/match/alerts/rules/alert-settings';
import { withKindChosen, withMatchMuted } from '../../../../../src/domains/match/alerts/rules/alert-settings-edits';

describe('match alerts: the fan’s settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('has every kind on and no match muted by default, also for a fan who never chose', () => {
    expect(DEFAULT_ALERT_SETTINGS.kinds).toEqual(MATCH_ALERT_KINDS);
    expect(loadAlertSettings()).toEqual(DEFAULT_ALERT_SETTINGS);
  });

  it('keeps the kinds chosen and the matches muted across visits', () => {
    const settings = withMatchMuted(withKindChosen(DEFAULT_ALERT_SETTINGS, 'half-time', false), 7, true);
    saveAlertSettings(settings);
    expect(loadAlertSettings()).toEqual(settings);
    expect(loadAlertSettings().kinds).not.toContain('half-time');
    expect(loadAlertSettings().mutedMatchIds).toEqual([7]);
  });

  it('tells only chosen kinds of matches not muted', () => {
    const settings = withMatchMuted(withKindChosen(DEFAULT_ALERT_SETTINGS, 'half-time', false), 7, true);
    expect(isAlertWanted({ kind: 'goal', matchId: 8 }, settings)).toBe(true);
    expect(isAlertWanted({ kind: 'half-time', matchId: 8 }, settings)).toBe(false);
    expect(isAlertWanted({ kind: 'goal', matchId: 7 }, settings)).toBe(false);
    expect(isAlertWanted({ kind: 'goal', matchId: 7 }, withMatchMuted(settings, 7, false))).toBe(true);
  });

  it.each([
    ['another version', { version: 3, kinds: [], mutedMatchIds: [] }],
    ['an unknown kind', { version: 1, kinds: ['goal', 'corner'], mutedMatchIds: [] }],
    ['a match id that is not one', { version: 1, kinds: ['goal'], mutedMatchIds: ['7'] }],
    ['no list', { version: 1, kinds: 'goal', mutedMatchIds: [] }],
    ['not an object', 'goal'],
  ])('falls back to the defaults for a stored value of %s', (_case, stored) => {
    expect(parseAlertSettings(stored)).toBe(DEFAULT_ALERT_SETTINGS);
    window.localStorage.setItem('sport-info:match-alert-settings', JSON.stringify(stored));
    expect(loadAlertSettings()).toBe(DEFAULT_ALERT_SETTINGS);
  });

  it('gives a fan whose settings predate the streamer-live kind that kind, keeping what they chose', () => {
    const stored = { version: 1, kinds: ['goal', 'red-card'], mutedMatchIds: [7] };
    window.localStorage.setItem('sport-info:match-alert-settings', JSON.stringify(stored));
    expect(loadAlertSettings()).toEqual({
      ...DEFAULT_ALERT_SETTINGS,
      kinds: ['goal', 'red-card', 'streamer-live'],
      mutedMatchIds: [7],
    });
    // Saved again, it is the current version: a fan who then turns the kind off keeps it off.
    saveAlertSettings(withKindChosen(loadAlertSettings(), 'streamer-live', false));
    expect(loadAlertSettings().kinds).toEqual(['goal', 'red-card']);
  });

  it('falls back to the defaults for stored text that is not JSON', () => {
    window.localStorage.setItem('sport-info:match-alert-settings', '{oops');
    expect(loadAlertSettings()).toEqual(DEFAULT_ALERT_SETTINGS);
  });
});
