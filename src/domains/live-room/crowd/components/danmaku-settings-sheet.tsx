/** 弹幕设置: opacity, speed, font size and display area, each kept on the device at once. */
import { Dialog } from '../../../../ui/dialog';
import { SegmentedControl, type SegmentOption } from '../../../../ui/segmented-control';
import { chatWords } from '../chat-messages';
import {
  DANMAKU_AREAS,
  DANMAKU_FONT_SIZES,
  DANMAKU_OPACITIES,
  DANMAKU_SPEEDS,
  type DanmakuArea,
  type DanmakuFontSize,
  type DanmakuSpeed,
} from '../rules/danmaku-settings';
import { useDanmakuSettings } from '../store/danmaku-settings-store';
import styles from './danmaku-settings-sheet.module.css';
import { useMessages } from '../../../../platform/i18n/messages';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));
const keysOf = <K extends string>(table: Record<K, unknown>) => Object.keys(table) as K[];

export function DanmakuSettingsSheet({ open, onClose }: { open: boolean; onClose(): void }) {
  const chatMessages = useMessages(chatWords);
  const settings = useDanmakuSettings((state) => state.settings);
  const change = useDanmakuSettings((state) => state.change);
  const opacity = String(settings.opacity);
  return (
    <Dialog open={open} onClose={onClose} title={chatMessages.danmakuSettings}>
      <div className={styles.rows}>
        <ChoiceRow
          label={chatMessages.opacity}
          options={DANMAKU_OPACITIES.map((value) => ({
            value: String(value),
            label: chatMessages.opacityValue(value),
          }))}
          value={opacity}
          onChange={(value) => change({ opacity: Number(value) })}
        />
        <ChoiceRow<DanmakuSpeed>
          label={chatMessages.speed}
          options={options(keysOf(DANMAKU_SPEEDS), chatMessages.speeds)}
          value={settings.speed}
          onChange={(speed) => change({ speed })}
        />
        <ChoiceRow<DanmakuFontSize>
          label={chatMessages.fontSize}
          options={options(keysOf(DANMAKU_FONT_SIZES), chatMessages.fontSizes)}
          value={settings.fontSize}
          onChange={(fontSize) => change({ fontSize })}
        />
        <ChoiceRow<DanmakuArea>
          label={chatMessages.area}
          options={options(keysOf(DANMAKU_AREAS), chatMessages.areas)}
          value={settings.area}
          onChange={(area) => change({ area })}
        />
      </div>
    </Dialog>
  );
}

/** One setting: its label, and its choices named by the same label. */
function ChoiceRow<Value extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <SegmentedControl<Value> block size="s" ariaLabel={label} options={options} value={value} onChange={onChange} />
    </div>
  );
}
