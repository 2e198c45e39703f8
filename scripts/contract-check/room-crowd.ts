/**
 * The optional room crowd (src/contracts/room-crowd.ts: chat, 弹幕 and red envelopes): whether
 * the backend serves it. A 404 passes — the room then shows no chat, no input and no 红包 (a 404
 * from lottery/info alone: no 红包). A served history must parse with its lines numbered one after
 * another; on the development server (the kit can log in there) a send is posted once however
 * often it is retried, and a blank one is refused with its code.
 */
import {
  RoomCrowdCalls,
  RoomCrowdCode,
  parseChatHistory,
  parseChatSendResult,
  parseRoomLotteryInfo,
} from '../../src/contracts/room-crowd';
import type { Json } from '../../src/contracts/parse';
import type { ApiClient } from './api-client';
import { assert, type Checks } from './types';

const notServed = (status: number, code: number): boolean => status === 404 || code === 404;

export async function checkRoomCrowd(
  checks: Checks,
  api: ApiClient,
  roomId: () => Promise<number>,
  devServer: boolean,
): Promise<void> {
  let room = 0;
  let served = false;
  await checks.check('room crowd (optional extension): chat history served or cleanly absent', async () => {
    room = await roomId();
    const { status, envelope } = await api.call(RoomCrowdCalls.history.path, { form: { roomId: room } });
    if (notServed(status, envelope.code)) return 'not served (404): the room shows no chat, no input and no 红包';
    assert(envelope.code === 1, `history → code ${envelope.code} ${envelope.msg}`);
    const history = parseChatHistory(envelope.data as Json);
    const indexes = history.lines.map((line) => line.index);
    assert(
      indexes.every((index, position) => position === 0 || index === indexes[position - 1]! + 1),
      `line indexes are not one after another: ${indexes.slice(0, 8).join(', ')}…`,
    );
    assert(
      history.lines.length === 0 || history.nextIndex === indexes.at(-1)! + 1,
      `nextIndex ${history.nextIndex} after the last line ${indexes.at(-1)}`,
    );
    served = true;
    return `served: room ${room}, ${history.lines.length} line(s), next index ${history.nextIndex}`;
  });
  if (!served) return;

  await checks.check('room crowd: red envelope info served or cleanly absent', async () => {
    const { status, envelope } = await api.call(RoomCrowdCalls.lotteryInfo.path, { form: { roomId: room } });
    if (notServed(status, envelope.code)) return 'not served (404): the room shows no 红包';
    assert(envelope.code === 1, `lottery/info → code ${envelope.code} ${envelope.msg}`);
    const lottery = parseRoomLotteryInfo(envelope.data as Json);
    return lottery
      ? `room ${room}: ${lottery.status} envelope of ${lottery.amount} 元`
      : `room ${room}: no envelope now`;
  });

  if (!devServer) {
    checks.pass(
      'room crowd: sending',
      'not checked: sending needs a login the kit can only make on the development server',
    );
    return;
  }
  await checks.check('room crowd: a retried send is posted once, a blank one refused', async () => {
    const session = await api.demoLogin('contract-kit-chat');
    const clientMsgId = `kit-${Date.now().toString(36)}`;
    const send = (text: string, id = clientMsgId) =>
      api.call(RoomCrowdCalls.send.path, { form: { roomId: room, text, clientMsgId: id }, session });
    const first = await send('契约检查');
    assert(first.envelope.code === 1, `send → code ${first.envelope.code} ${first.envelope.msg}`);
    const line = parseChatSendResult(first.envelope.data as Json).line;
    const again = parseChatSendResult((await send('契约检查')).envelope.data as Json).line;
    assert(again.id === line.id, `the retry posted another line: ${again.id} after ${line.id}`);
    const blank = await send(' ', `${clientMsgId}-blank`);
    assert(blank.envelope.code === RoomCrowdCode.Blank, `a blank send → code ${blank.envelope.code}`);
    return `line ${line.id} posted once; blank refused with ${RoomCrowdCode.Blank}`;
  });
}
