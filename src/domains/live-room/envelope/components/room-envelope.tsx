/**
 * The room's red envelope (红包; docs/pages.md, the room's crowd), part of the chat's chunk: it
 * runs the envelope while the room's crowd runs (use-room-envelope.ts), shows the 红包 button with
 * the prize while the room has a lottery, and opens the lottery's sheet — a chunk of its own,
 * loaded on the first tap. A backend without the lottery (404) shows no button.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { formatYuan } from '../../../../platform/i18n/formats';
import { withWords } from '../../../../platform/i18n/messages';
import { EnvelopeBadge } from '../../../../ui/envelope-badge';
import { envelopeWords } from '../envelope-messages';
import { roomEnvelopeSelectors, useRoomEnvelopeStore } from '../store/room-envelope-store';
import styles from './room-envelope.module.css';
import { useRoomEnvelope } from './use-room-envelope';
import { useLocale, useMessages } from '../../../../platform/i18n/messages';

const EnvelopeSheet = lazy(() => withWords(import(/* webpackChunkName: "room-envelope" */ './envelope-sheet')));

export interface RoomEnvelopeProps {
  /** The live room. */
  roomId: number;
  hostId: number;
  streamerName: string;
  /** Where login brings a visitor back to: the room with this sheet open. */
  loginPath: string;
  /** The room was opened to show its envelope (`?envelope=1`): the sheet opens once the lottery is known. */
  openAtStart: boolean;
  /** 去发言 (the send-a-message condition): the room shows its chat. */
  onChat(): void;
}

export function RoomEnvelope({ roomId, hostId, streamerName, loginPath, openAtStart, onChat }: RoomEnvelopeProps) {
  const envelopeMessages = useMessages(envelopeWords);
  const locale = useLocale();
  useRoomEnvelope(roomId);
  const availability = useRoomEnvelopeStore(roomEnvelopeSelectors.availability);
  const lottery = useRoomEnvelopeStore(roomEnvelopeSelectors.lottery);
  const open = useRoomEnvelopeStore(roomEnvelopeSelectors.sheetOpen);
  const { openSheet, closeSheet } = useRoomEnvelopeStore.getState();
  const openWhenKnown = useRef(openAtStart);

  // The entry link opens the sheet once, when the first answer says the room has a lottery
  // (openSheet opens nothing without one).
  useEffect(() => {
    if (availability === 'unknown' || !openWhenKnown.current) return;
    openWhenKnown.current = false;
    openSheet();
  }, [availability, openSheet]);

  // The store holds a lottery only from an answer of a backend that has them.
  if (!lottery) return null;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-label={envelopeMessages.open(formatYuan(locale, lottery.amount))}
        onClick={openSheet}
      >
        <EnvelopeBadge amount={lottery.amount} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <EnvelopeSheet
            hostId={hostId}
            streamerName={streamerName}
            loginPath={loginPath}
            onChat={() => {
              closeSheet();
              onChat();
            }}
            onClose={closeSheet}
          />
        </Suspense>
      )}
    </>
  );
}
