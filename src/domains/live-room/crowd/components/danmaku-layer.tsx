/**
 * 弹幕 over the video (docs/pages.md, the room's 弹幕): every chat line released at the fan's playhead
 * crosses the picture in a track of its own (rules/danmaku-tracks.ts); when the tracks are full
 * it is left out here — the chat list still has it. The fan's own lines are marked. The tracks
 * cover the chosen share of the picture from its top and stop above the player's controls; the
 * layer takes no taps. Items are plain elements moved by a compositor animation and given their
 * text as text (textContent): a burst of lines is a few DOM writes, no React render.
 * The room shows it only while the video plays (not in 省流模式, nor in the mini-player).
 */
import { useEffect, useRef, useState } from 'react';
import { ChatLineKind, type ChatLine } from '../../../../contracts/room-crowd-push';
import { sessionSelectors, useSessionStore } from '../../../../platform/session/session-store';
import { chatWords } from '../chat-messages';
import { DANMAKU_AREAS, DANMAKU_FONT_SIZES, DANMAKU_SPEEDS } from '../rules/danmaku-settings';
import { estimateTextWidth, TrackAllocator, trackCount, trackTop } from '../rules/danmaku-tracks';
import { useDanmakuSettings } from '../store/danmaku-settings-store';
import { listenReleased, roomCrowdSelectors, useRoomCrowdStore } from '../store/room-crowd-store';
import { DanmakuSettingsSheet } from './danmaku-settings-sheet';
import styles from './danmaku.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

/** Items on the picture at most (a safety net: the tracks already bound them). */
const MAX_FLYING = 60;

export function DanmakuLayer() {
  const chatMessages = useMessages(chatWords);
  const settings = useDanmakuSettings((state) => state.settings);
  const change = useDanmakuSettings((state) => state.change);
  const available = useRoomCrowdStore(roomCrowdSelectors.availability) === 'available';
  const [settingsOpen, setSettingsOpen] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = area.current;
    if (!settings.on || !box) return;
    return flyLines(box, settings.speed, settings.fontSize);
  }, [settings.on, settings.speed, settings.fontSize, settings.area]);

  if (!available) return null;
  return (
    <>
      <div className={styles.stage} aria-hidden="true">
        {settings.on && (
          <div
            ref={area}
            className={styles.area}
            data-testid="danmaku"
            style={{ height: `${DANMAKU_AREAS[settings.area] * 100}%`, opacity: settings.opacity }}
          />
        )}
      </div>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={settings.on}
          aria-label={settings.on ? chatMessages.danmakuOn : chatMessages.danmakuOff}
          onClick={() => change({ on: !settings.on })}
        >
          <span className={settings.on ? undefined : styles.off}>{chatMessages.danmakuMark}</span>
        </button>
        {settings.on && (
          <button
            type="button"
            className={styles.button}
            aria-label={chatMessages.danmakuSettings}
            onClick={() => setSettingsOpen(true)}
          >
            ⚙
          </button>
        )}
      </div>
      <DanmakuSettingsSheet open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}

/**
 * Flies every released chat line through `box` until the returned function is called (the
 * setting or the room changed). Tracks are measured from the box at each batch (its size follows
 * the picture's), so a rotation re-cuts them.
 */
function flyLines(
  box: HTMLDivElement,
  speed: keyof typeof DANMAKU_SPEEDS,
  fontSize: keyof typeof DANMAKU_FONT_SIZES,
): () => void {
  const fontPx = DANMAKU_FONT_SIZES[fontSize];
  const pxPerS = DANMAKU_SPEEDS[speed];
  const tracks = new TrackAllocator(0);
  const itemClass = styles.item ?? '';
  const ownClass = `${itemClass} ${styles.own ?? ''}`;
  box.style.setProperty('--danmaku-font', `${fontPx}px`);

  const fly = (lines: readonly ChatLine[]) => {
    const chat = lines.filter((line) => line.kind === ChatLineKind.Chat);
    if (chat.length === 0) return;
    const width = box.clientWidth;
    tracks.resize(trackCount(box.clientHeight, fontPx));
    const ownUid = sessionSelectors.uid(useSessionStore.getState());
    const now = performance.now();
    const fragment = document.createDocumentFragment();
    for (const line of chat) {
      if (box.childElementCount + fragment.childElementCount >= MAX_FLYING) break;
      const own = ownUid !== '' && line.uid === ownUid;
      const textWidth = estimateTextWidth(line.text, fontPx) + (own ? 12 : 0);
      const place = tracks.place(now, textWidth, width, pxPerS);
      if (!place) continue;
      const item = document.createElement('div');
      item.className = own ? ownClass : itemClass;
      // Text, never markup.
      item.textContent = line.text;
      item.style.top = `${trackTop(place.track, fontPx)}px`;
      item.style.setProperty('--from', `${width}px`);
      item.style.setProperty('--to', `${-textWidth}px`);
      item.style.animationDuration = `${Math.round(place.durationMs)}ms`;
      item.addEventListener('animationend', () => item.remove(), { once: true });
      fragment.append(item);
    }
    box.append(fragment);
  };

  const stop = listenReleased(fly);
  return () => {
    stop();
    tracks.clear();
    box.replaceChildren();
  };
}
