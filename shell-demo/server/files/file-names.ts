/**
 * The names of the file service's generated pictures — `<kind>-<seed>[-<label>].svg`, served by
 * file-routes.ts — for whatever puts a picture in a data row or a session (`images`, `icon`,
 * `headUrl`).
 */
import { FILE_PATH_PREFIX } from '../../../src/contracts/http';
import type { NameLanguage } from '../world/types';
import { bannerSeedIn } from './scene-art';
import { ART_KINDS, type ArtKind, type ArtRequest } from './svg-art';

const FILE_NAME = new RegExp(`^(${ART_KINDS.join('|')})-([A-Za-z0-9_]+)(?:-(.+))?\\.svg$`);
/** Long enough for a title in English, whose words take more letters than Chinese characters. */
export const MAX_LABEL_CHARS = 80;

/** Parses a file id (already percent-decoded); null when it is not a generated picture. */
export function parseFileId(fileId: string): ArtRequest | null {
  const match = FILE_NAME.exec(fileId);
  if (!match) return null;
  const label = match[3];
  if (label !== undefined && Array.from(label).length > MAX_LABEL_CHARS) return null;
  return { kind: match[1] as ArtKind, seed: match[2]!, ...(label ? { label } : {}) };
}

/** The file id of a picture, for data rows (`images`, `icon`…): encode it with `fileUrl`. */
export function fileId(kind: ArtKind, seed: string | number, label?: string): string {
  // A hyphen in the seed would be read back as the start of the label.
  if (!/^[A-Za-z0-9_]+$/.test(String(seed))) throw new Error(`file seed must match [A-Za-z0-9_]+: ${seed}`);
  if (label?.includes(','))
    throw new Error(`file label must not contain a comma (images lists are comma-separated): ${label}`);
  return `${kind}-${seed}${label ? `-${label}` : ''}.svg`;
}

/** The URL path of a picture, for fields that carry a path (`headUrl`). */
export function filePath(kind: ArtKind, seed: string | number, label?: string): string {
  return `${FILE_PATH_PREFIX}${encodeURIComponent(fileId(kind, seed, label))}`;
}

/**
 * A row's `images` (file ids, comma-separated) with each banner drawn in `language`: its fixed words
 * in it (the seed's language ending) and its title, the label, said by `say`.
 */
export function bannersIn(images: string, language: NameLanguage, say: (label: string) => string): string {
  return images
    .split(',')
    .map((id) => {
      const art = parseFileId(id);
      if (art?.kind !== 'banner') return id;
      const label = art.label && Array.from(say(art.label).replace(/,/g, ' ')).slice(0, MAX_LABEL_CHARS).join('');
      return fileId('banner', bannerSeedIn(art.seed, language), label);
    })
    .join(',');
}
