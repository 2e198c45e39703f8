import { useEffect, useRef, useState } from 'react';
import { formatCountdown } from '../lib/time-labels';
import { useMessages } from '../platform/i18n/messages';
import { uiWords } from './ui-messages';
import styles from './countdown.module.css';

interface CountdownProps {
  /** The moment to count down to (epoch ms). */
  target: number;
  /**
   * The current time as the caller knows it (server time, or a fixed clock in tests).
   * The offset to the device clock is kept, so the countdown still ticks.
   */
  now?: number;
  /** Called once when the time is up (at once if `target` is already past). */
  onEnd?: () => void;
  /** Words before the time, e.g. '距开赛'. */
  prefix?: string;
  className?: string;
}

const TICK_MS = 1000;

/** '02:15:09', or '3天 02:15:09' ('3d 02:15:09') from one day on. One interval, cleared on unmount. */
export function Countdown({ target, now, onEnd, prefix, className }: CountdownProps) {
  // Device clock → caller clock, fixed when the countdown mounts or `now` changes.
  const offset = now === undefined ? 0 : now - Date.now();
  const [currentTime, setCurrentTime] = useState(() => Date.now() + offset);
  const offsetRef = useRef(offset);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    offsetRef.current = offset;
    setCurrentTime(Date.now() + offset);
    // Only a new `now` value re-bases the clock; its offset is recomputed from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now]);

  // The target whose end was announced: onEnd runs once per target, even if effects re-run.
  const endedTargetRef = useRef<number | null>(null);

  useEffect(() => {
    const finish = () => {
      window.clearInterval(timer);
      if (endedTargetRef.current === target) return;
      endedTargetRef.current = target;
      onEndRef.current?.();
    };
    const timer = window.setInterval(() => {
      const time = Date.now() + offsetRef.current;
      setCurrentTime(time);
      if (time >= target) finish();
    }, TICK_MS);
    if (Date.now() + offsetRef.current >= target) finish();
    return () => window.clearInterval(timer);
  }, [target]);

  const copy = useMessages(uiWords);
  const remaining = Math.max(0, target - currentTime);
  return (
    <span className={[styles.countdown, className].filter(Boolean).join(' ')} role="timer" aria-atomic="true">
      {prefix && <span className={styles.prefix}>{prefix}</span>}
      <span className={styles.time}>{formatCountdown(remaining, copy.countdownDays)}</span>
    </span>
  );
}
