import { ROOM_COMPONENTS_EQUIVALENT } from './stryker-equivalent-room.mjs';

/**
 * The equivalent mutants of `npm run mutate`, read by stryker.config.mjs's ignorer, which marks
 * each "ignored" (left out of the score, listed in the report with its reason): the file, the exact source of the smallest expression or statement whose
 * mutants are all equivalent, and why. Every mutant inside that code is ignored.
 * @type {{ file: string; code: string; reason: string }[]}
 */
export const EQUIVALENT = [
  // shell-demo/server/routes/news-purchases.ts
  {
    file: 'shell-demo/server/routes/news-purchases.ts',
    code: "{ auth: 'required' }",
    reason: "the handler's requireSession refuses a visitor with the same 请先登录 before it does anything else",
  },
  {
    file: 'shell-demo/server/routes/news-purchases.ts',
    code: 'tip !== undefined',
    reason:
      'a purchase is recorded only for a tip of the world, and the world (built once) never drops one: the filter only narrows the type',
  },
  // shell-demo/server/routes/demo-session.ts
  // shell-demo/server/sessions.ts
  {
    file: 'shell-demo/server/sessions.ts',
    code: "peer = ''",
    reason:
      'a login without a peer address (only a test logs in so: a request over TCP always has one) counts against one client; which name it has does not matter',
  },
  {
    file: 'shell-demo/server/routes/demo-session.ts',
    code: "peer = ''",
    reason:
      "a request without a peer address (none over TCP has none) keys its login limit and its sessions' client under one name; which name does not matter",
  },
  {
    file: 'shell-demo/server/routes/demo-session.ts',
    code: 'error instanceof SessionsFull',
    reason: 'SessionStore.login throws nothing but SessionsFull',
  },
  // shell-demo/server/sessions.ts
  {
    file: 'shell-demo/server/sessions.ts',
    code: "'SessionsFull'",
    reason: "the error's name shows in a stack trace only; the login route tells it by instanceof",
  },
  {
    file: 'shell-demo/server/sessions.ts',
    code: "client = ''",
    reason: 'a login that names no client groups with the others that name none; which name does not matter',
  },
  {
    file: 'shell-demo/server/sessions.ts',
    code: "'every session is live'",
    reason: 'the message is for a log only: the login route answers its own 503 message',
  },
  // shell-demo/server/crowd/chat-checks.ts
  {
    file: 'shell-demo/server/crowd/chat-checks.ts',
    code: "'\\\\$&'",
    reason: 'no sensitive word has a character that is special in a pattern: the escape changes none of them',
  },
  {
    file: 'shell-demo/server/crowd/chat-checks.ts',
    code: '(a, b) => chatTextLength(b) - chatTextLength(a)',
    reason:
      'the list already names each longer word before the shorter ones it starts with (加vx before 加v): any stable order that keeps them so masks the same',
  },
  {
    file: 'shell-demo/server/crowd/chat-checks.ts',
    code: '[...SENSITIVE_WORDS]\n    .sort((a, b) => chatTextLength(b) - chatTextLength(a))',
    reason:
      'the list already names each longer word before the shorter ones it starts with (加vx before 加v): unsorted, it masks the same; the sort keeps a word added later from losing to a shorter one',
  },
  // src/domains/football/rules/bracket.ts
  {
    file: 'src/domains/football/rules/bracket.ts',
    code: 'round.ties.length === 1',
    reason:
      "rounds come in the stages' order, each at most half the one before: no round after a one-tie round has more than one tie",
  },
  // src/domains/football/rules/qualification.ts
  {
    file: 'src/domains/football/rules/qualification.ts',
    code: 'candidates.length === 0',
    reason:
      "a group of four has a third in every scenario, so no group's list of thirds is empty; the guard keeps a group the data gives fewer than three teams from counting as a third that must be beaten",
  },
  // src/platform/http/http-client.ts
  {
    file: 'src/platform/http/http-client.ts',
    code: "config.method ?? 'get'",
    reason: "axios sets every request's method (lower case, get by default) before a request interceptor runs",
  },
  // src/platform/store/user-resource-store.ts
  {
    file: 'src/platform/store/user-resource-store.ts',
    code: "'app'",
    reason:
      "the app's own stores are reset by the runtime itself, never through the registry's name; no domain is named so",
  },
  // src/platform/store/live-timeline.ts
  {
    file: 'src/platform/store/live-timeline.ts',
    code: 'again: false',
    reason: "a key's first load sets `again` to false before anything reads it: its starting value is never seen",
  },
  // src/platform/store/store-scope.ts
  {
    file: 'src/platform/store/store-scope.ts',
    code: 'this.generation += 1',
    reason: 'an epoch is only compared for equality: counting down moves it on just as well',
  },
  {
    file: 'src/platform/store/store-scope.ts',
    code: 'this.user += 1',
    reason: 'a user ticket is only compared for equality: counting down moves it on just as well',
  },
  // src/platform/socket
  {
    file: 'src/platform/socket/push-connection.ts',
    code: 'generation += 1',
    reason: 'an opening is only compared for equality with the generation: counting down moves it on just as well',
  },
  {
    file: 'src/platform/socket/push-client.ts',
    code: "'binary'",
    reason:
      "a drop's reason only groups its reports: any text the other reasons of push-malformed-message do not use groups the same",
  },
  {
    file: 'src/platform/socket/push-client.ts',
    code: "'json'",
    reason:
      "a drop's reason only groups its reports: any text the other reasons of push-malformed-message do not use groups the same",
  },
  {
    file: 'src/platform/socket/push-client.ts',
    code: "'unknown'",
    reason: 'parseServerMessage throws only MalformedDataError: the fallback reason is never used',
  },
  // src/domains/anchors/store
  {
    file: 'src/domains/anchors/store/live-badge.ts',
    code: 'state.home.data !== previous.home.data && update()',
    reason:
      "update tells the badge only a visibility that changed: run on every change of the store it tells the same (the guard spares the display rules' run); a new list not updating it fails live-badge.test.ts by hand",
  },
  {
    file: 'src/domains/anchors/store/live-badge.ts',
    code: 'state.home.data !== previous.home.data && share()',
    reason:
      'the promotions keep their schedule when handed an equal one (setAnchorSchedule): shared on every change of the store, the banners see the same set; a new list not shared fails live-badge.test.ts by hand',
  },
  // src/domains/ranking/store
  {
    file: 'src/domains/ranking/store/board-actions.ts',
    code: "typeof value === 'object' && value !== null",
    reason:
      'a kept list read as null throws on its first field, and readLastSeen drops a copy whose check throws as it drops one the check refuses',
  },
  {
    file: 'src/domains/ranking/store/board-actions.ts',
    code: 'showList(after, true)',
    reason:
      'the fresh config moves the view only to a period the kept one did not have (a new week), whose list no one asked for in this visit: it is asked for, forced or not',
  },
  {
    file: 'src/domains/ranking/store/bettor-actions.ts',
    code: "new MalformedDataError('data.userTitle', 'object', 'absent')",
    reason: "the record's resource keeps only that it failed (the page offers a retry): the error's words reach no one",
  },
  // src/domains/match/store
  {
    file: 'src/domains/match/store/match-centre-store.ts',
    code: "''",
    reason:
      "a centre's sport before its snapshot names no sport: the panel tells only football and basketball apart, so any other text reads the same",
  },
  // src/domains/live-room/store
  {
    file: 'src/domains/live-room/crowd/store/room-crowd-send.ts',
    code: "''",
    reason:
      'a line on its way shows 发送中 whatever its error holds, and its failure writes its own: the error it starts with is never shown',
  },
  {
    file: 'src/domains/live-room/crowd/store/room-crowd-send.ts',
    code: "'no room'",
    reason:
      'a send without a room fails with the lost-send words (the error is no server refusal): its own words reach no one',
  },
  {
    file: 'src/domains/live-room/envelope/store/room-envelope-store.ts',
    code: 'let askAgain = false;',
    reason: 'every ask sets it false before it asks, so what it starts as is never read',
  },
  {
    file: 'src/domains/live-room/predictions/store/room-predictions-store.ts',
    code: 'let wantedAgain = false;',
    reason: 'every round of asking sets it false before it asks, so what it starts as is never read',
  },
  {
    file: 'src/domains/live-room/crowd/store/room-crowd-queue.ts',
    code: 'this.held.length > MAX_HELD',
    reason:
      'a splice of a count at or below zero removes nothing: cutting the held lines down to MAX_HELD unasked changes nothing',
  },
  {
    file: 'src/domains/live-room/crowd/store/room-crowd-queue.ts',
    code: 'released > 0',
    reason: 'moving none of the held lines to the due ones changes nothing: the check only spares an empty splice',
  },
  // src/domains/news/store
  {
    file: 'src/domains/news/store/feed-actions.ts',
    code: 'tip?.id',
    reason:
      "a kept copy's check runs inside readLastSeen's catch: a null entry that throws is dropped as a false answer is",
  },
  {
    file: 'src/domains/news/store/feed-actions.ts',
    code: 'tip.professor?.name',
    reason:
      "a kept copy's check runs inside readLastSeen's catch: a tip without its expert that throws is dropped as a false answer is",
  },
  {
    file: 'src/domains/news/store/feed-actions.ts',
    code: 'expert?.id',
    reason:
      "a kept copy's check runs inside readLastSeen's catch: a null entry that throws is dropped as a false answer is",
  },
  {
    file: 'src/domains/news/store/expert-actions.ts',
    code: "current.status !== 'ready' || current.isLastPage",
    reason:
      'loadMore asks nothing for a feed not ready or at its last page: without the check the loop turns its 100 rounds asking nothing, the same pages asked',
  },
  {
    file: 'src/domains/news/store/settlement-actions.ts',
    code: "'payload.result'",
    reason: 'an unknown result is dropped in the catch around this check: the error naming its path reaches no one',
  },
  {
    file: 'src/domains/news/store/settlement-actions.ts',
    code: "'result'",
    reason:
      'the result was checked when the batch was read: this second reading never throws, it only narrows the type',
  },
  // src/domains/live-room/components (the room's hooks)
  {
    file: 'src/domains/match/components/use-playhead.ts',
    code: 'count + 1',
    reason: 'the tick only has to change for the timer to be set again: counting down changes it as well',
  },
  {
    file: 'src/domains/live-room/crowd/components/use-room-crowd.ts',
    code: 'stops.reverse()',
    reason: 'each stop lets go of its own subscription: in any order the same are let go',
  },
  {
    file: 'src/domains/live-room/predictions/components/use-room-predictions.ts',
    code: 'stops.reverse()',
    reason: 'each stop lets go of its own subscription: in any order the same are let go',
  },
  // src/domains/football/store/keys.ts
  {
    file: 'src/domains/football/store/keys.ts',
    code: "'club'",
    reason: "any word apart from a tournament's keeps a club's key apart from a national side's with the same id",
  },
  // the hooks outside the live room
  {
    file: 'src/app/frame/use-slide-direction.ts',
    code: 'depth > previous.current.depth',
    reason: 'read only when the depth changed, so never equal: `>=` reads the same',
  },
  {
    file: 'src/platform/http/use-calls-quiet.ts',
    code: 'quiet',
    reason: 'the early return when already quiet: waiting again for quiet calls only sets the same true',
  },
  {
    file: 'src/platform/http/use-calls-quiet.ts',
    code: '[quiet]',
    reason:
      'the effect runs at mount; quiet only ever turns from false to true after it, when the effect has nothing left to do',
  },
  // the match layer's hooks (use-match-live, use-match-centre, use-cadenced-value), use-tracker-supported,
  // use-tracker-scene, use-kept-through-reload, use-shown-slide, use-comment-access, use-anchor-background
  {
    file: 'src/domains/match/components/use-match-live.ts',
    code: '() => select(useLiveMatchStore.getInitialState())',
    reason:
      'the server snapshot: read only when React renders on a server or hydrates, and the app renders in the browser alone',
  },
  {
    file: 'src/domains/match/components/match-centre/use-match-centre.ts',
    code: 'tick + 1',
    reason: 'the tick only makes a new state to render again: any new value does',
  },
  {
    file: 'src/domains/match/components/match-centre/use-cadenced-value.ts',
    code: 'Object.is(next, latest)',
    reason:
      'the same value again is set as the same state, which React keeps without a render: the check only spares a timer',
  },
  {
    file: 'src/domains/match/components/match-tracker/use-tracker-scene.ts',
    code: '() => clearTimeout(timer)',
    reason:
      "a wake left running only draws the scene at the server's time again, which is the scene already drawn or the one due",
  },
  {
    file: 'src/domains/match/components/match-tracker/use-tracker-scene.ts',
    code: 'tracker === undefined',
    reason:
      "read only as the effect's dependency: it flips when the tracker goes or comes, whichever way round it is read",
  },
  {
    file: 'src/domains/match/components/match-centre/use-match-centre.ts',
    code: 'centre === undefined',
    reason:
      "read only as the effect's dependency: it flips when the centre goes or comes, whichever way round it is read",
  },
  {
    file: 'src/domains/match/components/match-centre/use-match-centre.ts',
    code: '() => clearTimeout(timer)',
    reason:
      'a tick left running only renders the events again, read at the time it fires: the ones shown or the ones due',
  },
  {
    file: 'src/features/promotions/use-anchor-background.ts',
    code: '[load]',
    reason: "the store's action is one function for the store's life: the effect runs once either way",
  },
  {
    file: 'src/domains/live-room/player/components/live-stream.ts',
    code: "''",
    reason:
      'the two empty attribute values (playsinline, a boolean attribute; the park, found by its name) are read by their presence: any value reads the same',
  },
  // The live room's and the match's rules: src/domains/live-room/rules/*, match/rules/envelope-entries.ts,
  // match/rules/match-tracker/*, match/rules/streamer-display.ts, news/rules/feed-sports.ts, purchase-intent.ts
  {
    file: 'src/domains/live-room/predictions/rules/predictions.ts',
    code: 'view.voters >= held.voters',
    reason:
      'one vote a fan: two views of one prediction in the same status with as many voters carry the same stakes, so the view taken is the same prediction',
  },
  ...ROOM_COMPONENTS_EQUIVALENT,
];
