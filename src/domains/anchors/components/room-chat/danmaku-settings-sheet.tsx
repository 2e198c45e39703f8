/** 弹幕设置: opacity, speed, font size and display area, each kept on the device at once. */
import type { ReactNode } from 'react';
import { Dialog } from '../../../../ui/dialog';
import { SegmentedControl } from '../../../../ui/segmented-control';
import { chatMessages } from '../../chat-messages';
import {
  DANMAKU_AREAS,
  DANMAKU_FONT_SIZES,
  DANMAKU_OPACITIES,
  DANMAKU_SPEEDS,
  type DanmakuArea,
  type DanmakuFontSize,
  type DanmakuSpeed,
} from '../../rules/danmaku-settings';
import { useDanmakuSettings } from '../../store/danmaku-settings-store';
import styles from './danmaku-settings-sheet.module.css';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }));
const keysOf = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as K[];

export function DanmakuSettingsSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useDanmakuSettings((state) => state.settings);
  const change = useDanmakuSettings((state) => state.change);
  const opacity = String(settings.opacity);
  return (
    <Dialog open={open} onClose={onClose} title={chatMessages.danmakuSettings}>
      <div className={styles.rows}>
        <Row label={chatMessages.opacity}>
          <SegmentedControl
            block
            size="s"
            ariaLabel={chatMessages.opacity}
            options={DANMAKU_OPACITIES.map((value) => ({ value: String(value), label: chatMessages.opacityValue(value) }))}
            value={opacity}
            onChange={(value) => change({ opacity: Number(value) })}
          />
        </Row>
        <Row label={chatMessages.speed}>
          <SegmentedControl<DanmakuSpeed>
            block
            size="s"
            ariaLabel={chatMessages.speed}
            options={options(keysOf(DANMAKU_SPEEDS), chatMessages.speeds)}
            value={settings.speed}
            onChange={(speed) => change({ speed })}
          />
        </Row>
        <Row label={chatMessages.fontSize}>
          <SegmentedControl<DanmakuFontSize>
            block
            size="s"
            ariaLabel={chatMessages.fontSize}
            options={options(keysOf(DANMAKU_FONT_SIZES), chatMessages.fontSizes)}
            value={settings.fontSize}
            onChange={(fontSize) => change({ fontSize })}
          />
        </Row>
        <Row label={chatMessages.area}>
          <SegmentedControl<DanmakuArea>
            block
            size="s"
            ariaLabel={chatMessages.area}
            options={options(keysOf(DANMAKU_AREAS), chatMessages.areas)}
            value={settings.area}
            onChange={(area) => change({ area })}
          />
        </Row>
      </div>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      {children}
    </div>
  );
}
