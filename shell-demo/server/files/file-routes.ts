/**
 * The file service: GET `${FILE_PATH_PREFIX}{file}` answers generated SVG pictures (their
 * names: file-names.ts).
 *
 * File naming scheme — `<kind>-<seed>[-<label>].svg`:
 *   kind   avatar | player | crest | league | banner | cover | anchor-bg | game
 *   seed   [A-Za-z0-9_]+ — picks colours and shapes (same seed, same picture)
 *   label  optional text drawn on the picture, percent-encoded in the URL (may be Chinese);
 *          a `?label=` (or `?name=` / `?title=`) query parameter overrides it
 * Sizes: avatar/player/league 120x120, crest 120x140, banner 750x300, cover 640x360,
 * anchor-bg 750x500 (no text), game 96x96.
 * Examples: avatar-u12345678-张.svg, crest-arsenal-ARS.svg, crest-t41-曼联.svg,
 * league-12387-英超.svg, banner-20301_1-英超焦点战.svg, anchor-bg-30306_2.svg, game-164-新ST.svg.
 * Files are not signed (an <img> cannot sign) and are cached for a year with an ETag.
 */
import { createHash } from 'node:crypto';
import { FILE_PATH_PREFIX } from '../../../src/contracts/http';
import { ApiError, DevServerCode } from '../api-error';
import { RawReply, type ApiRequest } from '../router';
import type { RouteModule } from '../server-context';
import { describeFile } from '../world/files';
import type { World } from '../world/types';
import { MAX_LABEL_CHARS, parseFileId } from './file-names';
import { renderArt, type ArtKind, type ArtRequest } from './svg-art';

const notFound = (file: string): ApiError => new ApiError(DevServerCode.NotFound, `文件不存在：${file}`, 404);

/**
 * The world's own file ids — `crest-<teamId>.svg`, `avatar-<personId>.svg`, `moment-<id>-<n>.svg`
 * — are drawn with what the world knows: the club's short name, the person's name.
 */
export function worldArt(world: World, fileId: string): ArtRequest | null {
  const described = describeFile(world, fileId);
  if (!described) return null;
  // The same picture in every language: the language's ending is not part of its seed.
  const seed = fileId
    .replace(/(-(en|zh-TW|zh-HK))?\.svg$/, '')
    .replace(/^[a-z]+-/, '')
    .replace(/-/g, '_');
  const kind: ArtKind = described.kind === 'picture' ? 'cover' : described.kind;
  const label = described.kind === 'avatar' ? Array.from(described.title)[0] : described.title;
  return { kind, seed, ...(label ? { label } : {}) };
}

export function serveFile(request: ApiRequest, world?: () => World): RawReply {
  let decoded: string;
  try {
    decoded = decodeURIComponent(request.rest);
  } catch {
    throw notFound(request.rest);
  }
  const art = (world && WORLD_FILE.test(decoded) ? worldArt(world(), decoded) : null) ?? parseFileId(decoded);
  if (!art) throw notFound(decoded);
  const override = ['label', 'name', 'title']
    .map((key) => request.query[key])
    .find((value) => typeof value === 'string' && value !== '');
  if (typeof override === 'string') art.label = Array.from(override).slice(0, MAX_LABEL_CHARS).join('');

  const body = renderArt(art);
  const etag = `"${createHash('sha1').update(body).digest('hex').slice(0, 20)}"`;
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    // Pictures are embedded by pages on other origins (the remote, shell-demo).
    'cross-origin-resource-policy': 'cross-origin',
  };
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return new RawReply(304, headers, '');
  return new RawReply(200, headers, body);
}

/** World picture ids, a crest's and an avatar's with their language's ending (world/files.ts). */
const WORLD_FILE = /^((crest|avatar)-\d+(-(en|zh-TW|zh-HK))?|moment-\d+-\d+)\.svg$/;

export const registerFileRoutes: RouteModule = (router, server) => {
  router.prefix('GET', FILE_PATH_PREFIX, (request) => serveFile(request, () => server.world()), { auth: 'ignore' });
};
