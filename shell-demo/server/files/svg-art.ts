/**
 * Generated pictures for the file service: deterministic SVG (same seed → same picture),
 * drawn to look like real content on a phone — avatars, player portraits, club crests,
 * competition badges, promotional banners, article covers, anchor-page backgrounds and
 * game icons. Colours and shapes come from the seed; the label only sets the text.
 */
import { crest, game, league } from './badge-art';
import { avatar, player } from './people-art';
import { anchorBackground, banner, cover } from './scene-art';

export const ART_KINDS = ['avatar', 'player', 'crest', 'league', 'banner', 'cover', 'anchor-bg', 'game'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface ArtRequest {
  kind: ArtKind;
  seed: string;
  /** Text drawn on the picture (initial, short club name, title…); chosen from the seed when absent. */
  label?: string;
}

/** The painter of each kind: a seed and the optional label → an SVG document. */
const PAINTERS: Readonly<Record<ArtKind, (seed: string, label?: string) => string>> = {
  avatar,
  player,
  crest,
  league,
  banner,
  cover,
  'anchor-bg': anchorBackground,
  game,
};

export function renderArt({ kind, seed, label }: ArtRequest): string {
  return PAINTERS[kind](seed, label);
}
