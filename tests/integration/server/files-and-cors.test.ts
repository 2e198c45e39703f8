import { DEV_FAULT_HEADER } from '../../../src/contracts/dev-server';
import { ALL_REQUEST_HEADERS, FILE_PATH_PREFIX, fileUrl } from '../../../src/contracts/http';
import { SystemCalls } from '../../../src/contracts/system';
import type { DevServer } from '../../../shell-demo/server/create-server';
import { startTestServer } from '../../support/test-server';

describe('development server: files', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (fileId: string, init?: RequestInit) => fetch(fileUrl(server.url, fileId), init);

  it.each([
    'avatar-u1-张.svg',
    'player-7-23.svg',
    'crest-t41-曼联.svg',
    'crest-ars-ARS.svg',
    'league-12387-英超.svg',
    'banner-1.svg',
    'cover-9-欧冠决赛前瞻.svg',
    'anchor-bg-2.svg',
    'game-164-新ST.svg',
  ])('serves %s as a cacheable SVG', async (fileId) => {
    const response = await get(fileId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
    const svg = await response.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/lorem|placeholder/i);
  });

  it('draws the label of the file id and is deterministic', async () => {
    const first = await (await get('crest-t41-曼联.svg')).text();
    expect(first).toContain('>曼联</text>');
    expect(await (await get('crest-t41-曼联.svg')).text()).toBe(first);
    expect(await (await get('crest-t42-曼联.svg')).text()).not.toBe(first);
  });

  it('takes the label from ?name= and escapes it', async () => {
    const response = await fetch(`${server.url}${FILE_PATH_PREFIX}crest-9.svg?name=${encodeURIComponent('A&B<')}`);
    const svg = await response.text();
    expect(svg).toContain('>A&amp;B&lt;</text>');
  });

  it('answers 304 for a matching If-None-Match', async () => {
    const etag = (await get('banner-3.svg')).headers.get('etag')!;
    const again = await get('banner-3.svg', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown file, without needing a signature', async () => {
    expect((await get('photo-1.jpg')).status).toBe(404);
    expect((await get('avatar-has-too-many-hyphens-and-no-extension')).status).toBe(404);
    expect((await fetch(`${server.url}${FILE_PATH_PREFIX}%E0%A4%A.svg`)).status).toBe(400);
  });
});

describe('development server: CORS', () => {
  let server: DevServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a preflight from any origin with 204 and the contract headers', async () => {
    const response = await fetch(`${server.url}${SystemCalls.domainList.path}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'timestamp,signature,token,uid,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')!.split(', ');
    expect(allowed).toEqual(expect.arrayContaining([...ALL_REQUEST_HEADERS, 'content-type', DEV_FAULT_HEADER]));
  });

  it('reflects the origin on ordinary answers, errors included', async () => {
    const response = await fetch(`${server.url}${SystemCalls.domainList.path}`, {
      method: 'POST',
      headers: { origin: 'http://192.168.1.20:3001' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://192.168.1.20:3001');
  });
});

describe('pictures of the world', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ simulate: false });
  });
  afterAll(() => server.close());

  it("draws a club crest with the club's short name, and a moment picture", async () => {
    const team = [...server.world().footballTeams.values()][0]!;
    const crest = await fetch(`${server.url}/api/forehead/system/file/get/${encodeURIComponent(team.logoFileId)}`);
    expect(crest.status).toBe(200);
    expect(await crest.text()).toContain(team.shortNameZh);
    const moment = [...server.world().moments.values()].find((item) => item.pictureIds.length > 0)!;
    const picture = await fetch(
      `${server.url}/api/forehead/system/file/get/${encodeURIComponent(moment.pictureIds[0]!)}`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });
});
