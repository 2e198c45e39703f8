/** The match layer's overlay: the in-app alert of the fan's followed matches (use-match-alerts.ts). */
import { useRef } from 'react';
import { useMatchAlerts } from '../use-match-alerts';

export default function MatchAlertsOverlay() {
  const container = useRef<HTMLDivElement>(null);
  useMatchAlerts(container);
  return <div ref={container} />;
}
