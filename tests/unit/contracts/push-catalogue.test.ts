/** The catalogue's declaration helpers (src/contracts/push.ts) and the field groups the contracts share. */
import { AnchorsPush } from '@src/contracts/anchors-push';
import { NewsPush } from '@src/contracts/news-push';
import { asNumber, MalformedDataError, wholeNumber } from '@src/contracts/parse';
import { channelKind, pushMessageKey, pushMessages, travelsOn } from '@src/contracts/push';
import { object } from '@src/contracts/schema';
import { MatchPush } from '@src/contracts/match-push';

describe('push catalogue helpers', () => {
  it('builds the channels of a kind by id and names the kind messages declare', () => {
    const host = channelKind('host');
    expect(host(88)).toBe('host:88');
    expect(host.kind).toBe('host');
    expect(() => host('no spaces')).toThrow(/not a push channel name/);
  });

  it("declares a latest message with its domain's namespace, its payload read at `payload`, and its key", () => {
    const score = pushMessages('demo').latest('score', ['match'], object({ matchId: asNumber }), (value) =>
      String(value.matchId),
    );
    expect(score).toMatchObject({ namespace: 'demo', name: 'score', channels: ['match'], mode: 'latest' });
    expect(Object.isFrozen(score)).toBe(true);
    expect(score.parse({ matchId: '7' })).toEqual({ matchId: 7 });
    expect(() => score.parse({ matchId: 'x' })).toThrow(new MalformedDataError('payload.matchId', 'number', 'string'));
    expect(pushMessageKey(score, { matchId: 7 })).toBe('7');
    expect(travelsOn(score, 'match:7')).toBe(true);
  });

  it('declares an event message without a key', () => {
    const goal = pushMessages('demo').event('goal', ['match'], object({ matchId: asNumber }));
    expect(goal.mode).toBe('event');
    expect('key' in goal).toBe(false);
    expect(pushMessageKey(goal, { matchId: 1 })).toBe('');
  });

  it('keeps the domains’ catalogues as the protocol has them', () => {
    expect(AnchorsPush.hostLive).toMatchObject({
      namespace: 'anchors',
      name: 'host-live',
      channels: ['host', 'anchors:live'],
    });
    expect(pushMessageKey(AnchorsPush.hostLive, { hostId: 1, liveStatus: 1, matchId: 2, scheduleLiveStatus: 1 })).toBe(
      '1:2',
    );
    expect(NewsPush.professor(3)).toBe('professor:3');
    expect(NewsPush.tipSettled).toMatchObject({
      namespace: 'news',
      name: 'tip-settled',
      channels: ['professor', 'news:tips'],
    });
  });
});

describe('shared field groups', () => {
  it('reads the live clock and penalties of a pushed match, absent clock fields as 0 and penalties as null', () => {
    expect(MatchPush.status.parse({ matchId: 1, homeScore: 2, awayScore: 0, sport: 'football', statusId: 4 })).toEqual({
      matchId: 1,
      homeScore: 2,
      awayScore: 0,
      sport: 'football',
      statusId: 4,
      minute: 0,
      extraMinute: 0,
      period: 0,
      clockSeconds: 0,
      homePenaltyScore: null,
      awayPenaltyScore: null,
    });
  });

  it('reads a whole number from 0 and names what it expected', () => {
    const index = wholeNumber('event index');
    expect(index('3', 'i')).toBe(3);
    expect(index(0, 'i')).toBe(0);
    expect(() => index(-1, 'data.index')).toThrow(new MalformedDataError('data.index', 'event index', -1));
    expect(() => index(1.5, 'data.index')).toThrow(MalformedDataError);
  });
});
