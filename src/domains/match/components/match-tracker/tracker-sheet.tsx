/**
 * 动画直播 of a schedule row's match, a lazy chunk with the view: a bottom sheet over the
 * schedule, live (no stream to wait for outside a room). The row's channel keeps the states coming.
 */
import { useId } from 'react';
import { ModalLayer } from '../../../../ui/modal-layer';
import { trackerWords } from '../../tracker-messages';
import styles from './tracker-sheet.module.css';
import TrackerView from './tracker-view';
import { useMessages } from '../../../../platform/i18n/messages';

export interface TrackerSheetProps {
  matchId: number;
  homeName: string;
  awayName: string;
  onClose: () => void;
}

export default function TrackerSheet({ matchId, homeName, awayName, onClose }: TrackerSheetProps) {
  const words = useMessages(trackerWords);
  const titleId = useId();
  return (
    <ModalLayer
      open
      onClose={onClose}
      classNames={{ layer: styles.layer, panel: styles.sheet }}
      backdropTestId="tracker-sheet-backdrop"
      name={{ labelledBy: titleId }}
    >
      <div>
        <h2 id={titleId}>{words.title}</h2>
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </div>
      <div>
        <TrackerView matchId={matchId} homeName={homeName} awayName={awayName} />
      </div>
    </ModalLayer>
  );
}
