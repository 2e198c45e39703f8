/**
 * The equivalent mutants of the live room's components (the player, the chat and 弹幕, 红包, 竞猜,
 * the match card and the room's smaller parts), in the form of stryker-equivalent.mjs, which lists
 * them with the rest.
 * @type {{ file: string; code: string; reason: string }[]}
 */
export const ROOM_COMPONENTS_EQUIVALENT = [
  // src/domains/live-room/components: the room player, its player chunk, 竞猜 and the room's other components
  {
    file: 'src/domains/live-room/player/components/room-player.tsx',
    code: '() => false',
    reason: "keepOnLeave's first value: the render replaces it before the player can ask it, so it is never read",
  },
  {
    file: 'src/domains/live-room/predictions/components/room-predictions.tsx',
    code: "availability === 'available'",
    reason:
      'a room not (yet) available holds no predictions (opened empty, emptied on a 404), so there is no current one either way',
  },
  {
    file: 'src/domains/live-room/predictions/components/prediction-history.tsx',
    code: "''",
    reason: "data-hit's value: the sheet's style reads whether the attribute is there, not what it says",
  },
  // the live room's chat, 弹幕 and 红包 components (crowd/components, envelope/components)
  {
    file: 'src/domains/live-room/crowd/components/lazy-room-chat.tsx',
    code: '[]',
    reason:
      "the start timer's and the availability callback's dependency lists: a list that never changes runs the effect once and keeps the callback, as an empty one does",
  },
  {
    file: 'src/domains/live-room/crowd/components/lazy-room-chat.tsx',
    code: '() => clearTimeout(timer)',
    reason:
      'a room left before the 3 s are up: the late start then sets the state of a hook that is gone, which React ignores',
  },
  {
    file: 'src/domains/live-room/crowd/components/room-chat.tsx',
    code: "'report'",
    reason: "the line menu's one action: its key only tells the sheet's rows apart, and the menu reads no key",
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-bar.tsx',
    code: 'roomId === null',
    reason:
      "the bar shows only in a room whose crowd is open (the 聊天 tab shows once the room's history answered): its room is never null there",
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-bar.tsx',
    code: 'count + 1',
    reason: "slow mode's tick only has to change for the bar to draw again: counting down changes it as well",
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-bar.tsx',
    code: '() => clearTimeout(timer)',
    reason:
      'a tick left running draws the bar once more with the same seconds (it reads the clock, not the tick); after the bar is gone React ignores it',
  },
  // src/domains/live-room/player/components/live-player.tsx (the room's player)
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: '[]',
    reason:
      "the unmounting flag's dependency list: a list that never changes runs the effect once, as an empty one does",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'useRef(false)',
    reason:
      "the unmounting flag's first value: its layout effect, declared before the stream's, sets it false before anything reads it",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'useState(false)',
    reason:
      "the wait for a tap before the stream's effect ran: that effect sets it before the first paint, and without a source the player shows 主播暂未开播 alone whatever it holds",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'stream?.playByTap',
    reason:
      "the play button shows only over a stream (refused autoplay, or autoplay off once the stream's effect made it)",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'stream?.start',
    reason: "autoplay off waits for a tap only once the stream's effect made the stream",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'stream?.unmute',
    reason: "点击开启声音 shows only over a stream's first frame",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'stream?.retry',
    reason: "重试 shows only for a stream's own failure (a missing source offers none)",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: '{ firstFrame: false, blocked: false, buffering: false, error: null, muted: true }',
    reason:
      "the view without a stream: before the stream's layout effect, replaced before the first paint, and without a source, where 主播暂未开播 hides every control its flags would show",
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'box?.requestFullscreen',
    reason: 'the full-screen button is inside the box: a click always finds it',
  },
  {
    file: 'src/domains/live-room/player/components/live-player.tsx',
    code: 'video?.webkitEnterFullscreen',
    reason: "the full-screen button shows only over a stream's first frame: the stream, and its video, are there",
  },
  // the room's other components: chat-list, danmaku-layer, envelope-sheet, prediction-card (and the
  // match card, 省流模式's panel, the host bar, the schedule, the warm-up, the stream banner, the page bar)
  {
    file: 'src/domains/live-room/crowd/components/chat-list.tsx',
    code: 'hidden.length === 0',
    reason: 'a shortcut: with nothing hidden, filtering the lines keeps every one of them, in order',
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-list.tsx',
    code: '[]',
    reason:
      "the opening scroll's and the follow callback's dependency lists: a list that never changes runs the effect once and keeps the callback, as an empty one does",
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-list.tsx',
    code: '[observed, follow]',
    reason:
      'both never change (a state set once, a callback without dependencies): the observer is made once either way',
  },
  {
    file: 'src/domains/live-room/crowd/components/chat-list.tsx',
    code: "row.dataset.line ?? ''",
    reason: 'every row found by [data-line] has a value there: the fallback is never read',
  },
  {
    file: 'src/domains/live-room/crowd/components/danmaku-layer.tsx',
    code: "styles.item ?? ''",
    reason: 'the CSS module always names its item class: the fallback is never read',
  },
  {
    file: 'src/domains/live-room/crowd/components/danmaku-layer.tsx',
    code: "styles.own ?? ''",
    reason: 'the CSS module always names its own-line class: the fallback is never read',
  },
  {
    file: 'src/domains/live-room/crowd/components/danmaku-layer.tsx',
    code: 'chat.length === 0',
    reason: 'a shortcut: a batch of system lines alone appends an empty fragment, which adds nothing to the picture',
  },
  {
    file: 'src/domains/live-room/crowd/components/danmaku-layer.tsx',
    code: '{ once: true }',
    reason: 'an item plays one animation and is removed at its end: its animationend never comes twice',
  },
  {
    file: 'src/domains/live-room/envelope/components/envelope-sheet.tsx',
    code: "ownUid: ''",
    reason:
      "the envelope's phase reads the gate's clocks only (server time, the picture's delay), never whose lines are whose",
  },
  {
    file: 'src/domains/live-room/predictions/components/prediction-card.tsx',
    code: "error ? '' : undefined",
    reason: "data-error's value: the card's style reads whether the attribute is there, not what it says",
  },
  {
    file: 'src/domains/live-room/components/room-match-card.tsx',
    code: "'football'",
    reason: "sportOf reads every word but basketball's as football: an empty sport is football too",
  },
  {
    file: 'src/domains/live-room/components/schedule-list.tsx',
    code: '`${item.matchId}-${item.liveRoomId}`',
    reason:
      "the rows' React keys: a row holds no state of its own (its booking is the store's), so however React pairs them the rows show the same",
  },
];
