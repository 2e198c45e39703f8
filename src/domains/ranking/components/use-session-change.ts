/** Runs `onChange` when the user changes (login, logout, another user) — not on mount. */
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../../platform/session/session-store';

export function useSessionChange(onChange: () => void): void {
  const uid = useSessionStore((state) => state.uid);
  const seen = useRef(uid);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (seen.current === uid) return;
    seen.current = uid;
    latest.current();
  }, [uid]);
}
