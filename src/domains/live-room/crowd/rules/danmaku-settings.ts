/**
 * The 弹幕 settings a fan picks and the device keeps (live-room-storage `danmaku`): on or off,
 * opacity, speed, font size and the share of the picture it may cover. A stored value the app
 * does not know falls back to its default, field by field.
 */

export const DANMAKU_SPEEDS = { slow: 80, normal: 120, fast: 180 } as const;
export const DANMAKU_FONT_SIZES = { small: 14, medium: 16, large: 20 } as const;
/** The share of the picture's height the tracks may use (the top part: the controls sit at the bottom). */
export const DANMAKU_AREAS = { quarter: 0.25, half: 0.5, full: 1 } as const;
export const DANMAKU_OPACITIES = [0.25, 0.5, 0.75, 1] as const;

export type DanmakuSpeed = keyof typeof DANMAKU_SPEEDS;
export type DanmakuFontSize = keyof typeof DANMAKU_FONT_SIZES;
export type DanmakuArea = keyof typeof DANMAKU_AREAS;

export interface DanmakuSettings {
  on: boolean;
  opacity: number;
  speed: DanmakuSpeed;
  fontSize: DanmakuFontSize;
  area: DanmakuArea;
}

export const DEFAULT_DANMAKU: DanmakuSettings = {
  on: true,
  opacity: 0.75,
  speed: 'normal',
  fontSize: 'medium',
  area: 'half',
};

const oneOf = <K extends string>(table: Record<K, unknown>, value: unknown, fallback: K): K =>
  typeof value === 'string' && Object.hasOwn(table, value) ? (value as K) : fallback;

/** The settings in a stored value (anything: an older app's, a hand-edited one). */
export function readDanmakuSettings(value: unknown): DanmakuSettings {
  // A stored string or number reads as no fields: none of the settings' names is a property of one.
  const row = (value ?? {}) as Record<string, unknown>;
  const opacity =
    typeof row.opacity === 'number' && row.opacity >= 0.1 && row.opacity <= 1 ? row.opacity : DEFAULT_DANMAKU.opacity;
  return {
    on: typeof row.on === 'boolean' ? row.on : DEFAULT_DANMAKU.on,
    opacity,
    speed: oneOf(DANMAKU_SPEEDS, row.speed, DEFAULT_DANMAKU.speed),
    fontSize: oneOf(DANMAKU_FONT_SIZES, row.fontSize, DEFAULT_DANMAKU.fontSize),
    area: oneOf(DANMAKU_AREAS, row.area, DEFAULT_DANMAKU.area),
  };
}
