import { videoSchedule } from '@src/domains/match/rules/video-schedule';

const m = (id: number, statusId: number, liveAnchor = false) => ({
  id,
  statusId,
  anchorInfo: [{ liveStatus: liveAnchor ? 1 : 0 }],
});

describe('video schedule', () => {
  it('takes two when both are in progress', () => {
    expect(videoSchedule([m(1, 2), m(2, 4), m(3, 5)]).map((match) => match.id)).toEqual([1, 2]);
  });

  it('takes two not-started matches only when both have a live anchor', () => {
    expect(videoSchedule([m(1, 1, true), m(2, 1, true)]).map((match) => match.id)).toEqual([1, 2]);
    expect(videoSchedule([m(1, 1, true), m(2, 1)]).map((match) => match.id)).toEqual([1]);
    expect(videoSchedule([m(1, 1), m(2, 2)]).map((match) => match.id)).toEqual([1]);
    expect(videoSchedule([m(1, 7), m(2, 1, true)]).map((match) => match.id)).toEqual([1, 2]);
  });

  it('only considers status 1 to 7', () => {
    expect(videoSchedule([m(1, 0), m(2, 8), m(3, 3), m(4, 9), m(5, 2)]).map((match) => match.id)).toEqual([3, 5]);
    expect(videoSchedule([m(1, 8), m(2, 13)])).toEqual([]);
  });

  it('takes the one there is, and nothing from nothing; a match without anchors does not qualify before kick-off', () => {
    expect(videoSchedule([m(1, 1)]).map((match) => match.id)).toEqual([1]);
    expect(videoSchedule([])).toEqual([]);
    expect(
      videoSchedule([
        { id: 1, statusId: 2 },
        { id: 2, statusId: 1 },
      ]).map((match) => match.id),
    ).toEqual([1]);
  });
});
