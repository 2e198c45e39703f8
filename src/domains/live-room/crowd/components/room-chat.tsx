/**
 * The live room's chat chunk (`room-chat`): everything of the crowd the room shows — the session
 * that runs while the room is open, the 聊天 tab's list with its line menu (举报), the input bar
 * the 弹幕 layer and the red envelope's 红包 button (its sheet is a chunk of its own). The room loads it after its first video frame (lazy-room-chat.tsx).
 */
import { useEffect, useState } from 'react';
import { useLoginGate } from '../../../../platform/session/use-login-gate';
import { ActionSheet } from '../../../../ui/action-sheet';
import { chatWords } from '../chat-messages';
import { roomCrowdSelectors, useRoomCrowdStore } from '../store/room-crowd-store';
import type { TimelineAvailability } from '../../../../platform/store/live-timeline';
import { ChatBar } from './chat-bar';
import { ChatList } from './chat-list';
import { DanmakuLayer } from './danmaku-layer';
import { useRoomCrowd } from './use-room-crowd';
import { RoomEnvelope } from '../../envelope/components/room-envelope';
import { useMessages } from '../../../../platform/i18n/messages';

/** Runs the room's crowd while mounted and tells the room whether the backend has one. */
export function CrowdSession({
  roomId,
  onAvailability,
}: {
  roomId: number;
  onAvailability(availability: TimelineAvailability): void;
}) {
  useRoomCrowd(roomId);
  const availability = useRoomCrowdStore(roomCrowdSelectors.availability);
  useEffect(() => onAvailability(availability), [availability, onAvailability]);
  return null;
}

/** The 聊天 tab: the list, and the menu of a line (举报 with the report categories). */
export function ChatPanel({ returnPath }: { returnPath: string }) {
  const chatMessages = useMessages(chatWords);
  const [reporting, setReporting] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const categories = useRoomCrowdStore(roomCrowdSelectors.reportCategories);
  const { loadReportCategories, report } = useRoomCrowdStore.getState();
  const gate = useLoginGate(returnPath);

  // Asked as the categories open: the first time, and again after a failed ask (not on the failure
  // itself, which would ask over and over while the fan looks at the empty sheet).
  useEffect(() => {
    const { status } = roomCrowdSelectors.reportCategories(useRoomCrowdStore.getState());
    if (choosing && (status === 'idle' || status === 'failed')) void loadReportCategories();
  }, [choosing, loadReportCategories]);

  return (
    <>
      <ChatList onLineMenu={(lineId) => setReporting(lineId)} />
      <ActionSheet
        open={reporting !== null && !choosing}
        onClose={() => setReporting(null)}
        title={chatMessages.lineActions}
        hideTitle
        actions={[{ key: 'report', label: chatMessages.report, tone: 'danger' }]}
        closeOnSelect={false}
        onSelect={() => {
          // A visitor is asked to log in first (back to the room).
          if (!gate(async () => setChoosing(true))) setReporting(null);
        }}
      />
      <ActionSheet
        open={reporting !== null && choosing}
        onClose={() => {
          setChoosing(false);
          setReporting(null);
        }}
        title={chatMessages.reportTitle}
        actions={(categories.data ?? []).map((category) => ({ key: String(category.id), label: category.name }))}
        onSelect={(key) => {
          if (reporting !== null) void report(reporting, Number(key));
        }}
      />
    </>
  );
}

export { ChatBar, DanmakuLayer, RoomEnvelope };
