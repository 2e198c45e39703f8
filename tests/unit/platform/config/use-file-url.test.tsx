/** File ids as addresses on the file domain (platform/config/use-file-url.ts), and the first screen's picture warmed ahead. */
import { act, renderHook } from '@testing-library/react';
import { fileAddress, useFileUrl, warmPicture } from '@src/platform/config/use-file-url';
import { useConfigStore } from '@src/platform/config/config-store';
import { FILE_BASE, setUpAppWorld } from '@tests/support/app-world';

beforeEach(() => setUpAppWorld());

it('puts a file id on the file domain, keeps an address as it is, and gives nothing for no id', () => {
  const { result } = renderHook(() => useFileUrl());
  expect(result.current('crest.png')).toBe(`${FILE_BASE}/api/forehead/system/file/get/crest.png`);
  expect(result.current('https://cdn.example/crest.png')).toBe('https://cdn.example/crest.png');
  expect(result.current('http://cdn.example/crest.png')).toBe('http://cdn.example/crest.png');
  expect(result.current('')).toBeUndefined();
  expect(result.current(null)).toBeUndefined();
  expect(fileAddress(undefined, 'crest.png')).toBe('/api/forehead/system/file/get/crest.png');
});

it('takes the API domain when the domain list names no file domain', () => {
  useConfigStore.setState({ domainList: { api: ['http://api.test'], push: [], file: [] } });
  const { result } = renderHook(() => useFileUrl());
  expect(result.current('crest.png')).toBe('http://api.test/api/forehead/system/file/get/crest.png');
});

it('starts the download and decode of a picture before it is rendered, first among pictures', () => {
  const made: { src: string; fetchPriority: string }[] = [];
  const decode = jest.fn(() => Promise.reject(new Error('not an image')));
  class FakeImage {
    src = '';
    fetchPriority = '';
    decode = decode;
    constructor() {
      made.push(this);
    }
  }
  const real = window.Image;
  window.Image = FakeImage as unknown as typeof Image;
  try {
    warmPicture('hero.png');
    warmPicture(null);
  } finally {
    window.Image = real;
  }
  expect(made).toEqual([
    expect.objectContaining({ src: `${FILE_BASE}/api/forehead/system/file/get/hero.png`, fetchPriority: 'high' }),
  ]);
  expect(decode).toHaveBeenCalledTimes(1);
});

it('reads an id with an address inside it as an id, not as an address', () => {
  expect(fileAddress(FILE_BASE, 'moments/http://x.test/a.png')).toBe(
    `${FILE_BASE}/api/forehead/system/file/get/moments%2Fhttp%3A%2F%2Fx.test%2Fa.png`,
  );
});

it('follows the file domain when the domain list arrives after the first render', () => {
  useConfigStore.setState({ domainList: { api: ['http://api.test'], push: [], file: [] } });
  const { result } = renderHook(() => useFileUrl());
  act(() => useConfigStore.setState({ domainList: { api: ['http://api.test'], push: [], file: [FILE_BASE] } }));
  expect(result.current('crest.png')).toBe(`${FILE_BASE}/api/forehead/system/file/get/crest.png`);
});

it('warms nothing where the browser has no Image, and warms without decode where it has no decode', () => {
  const real = window.Image;
  const made: object[] = [];
  try {
    (window as { Image?: unknown }).Image = undefined;
    expect(() => warmPicture('hero.png')).not.toThrow();
    window.Image = class {
      src = '';
      fetchPriority = '';
      constructor() {
        made.push(this);
      }
    } as unknown as typeof Image;
    expect(() => warmPicture('hero.png')).not.toThrow();
  } finally {
    window.Image = real;
  }
  expect(made).toHaveLength(1);
});
