import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { keyOfPublicPath, publicPath } from './storage';

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores, finds and deletes a file under its key', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-'));
    const storage = createLocalStorage(dir);
    await storage.put('uploads/2026/11/abc.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.exists('uploads/2026/11/abc.png')).toBe(true);
    expect([...(await readFile(join(dir, 'uploads/2026/11/abc.png')))]).toEqual([1, 2, 3]);
    await storage.delete('uploads/2026/11/abc.png');
    expect(await storage.exists('uploads/2026/11/abc.png')).toBe(false);
  });

  it('refuses keys that could escape its folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-'));
    const storage = createLocalStorage(dir);
    await expect(storage.put('../x.png', new Uint8Array(), 'image/png')).rejects.toThrow();
    await expect(storage.put('/etc/x.png', new Uint8Array(), 'image/png')).rejects.toThrow();
    expect(await storage.exists('a/../../x.png')).toBe(false);
  });

  it('maps keys to /static paths and back', () => {
    expect(publicPath('uploads/a.png')).toBe('/static/uploads/a.png');
    expect(keyOfPublicPath('/static/uploads/a.png')).toBe('uploads/a.png');
    expect(keyOfPublicPath('/static/../etc/passwd')).toBeNull();
    expect(keyOfPublicPath('http://evil/x.png')).toBeNull();
  });
});

describe('local storage of private keys', () => {
  it('keeps private/ keys in the private folder, outside the served one', async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-'));
    const storage = createLocalStorage(join(dir, 'media'), join(dir, 'private'));
    await storage.put('private/uploads/2026/11/abc.png', new Uint8Array([4, 5]), 'image/png');
    expect([...(await readFile(join(dir, 'private/uploads/2026/11/abc.png')))]).toEqual([4, 5]);
    expect(await storage.exists('uploads/2026/11/abc.png')).toBe(false);
    expect([...((await storage.read('private/uploads/2026/11/abc.png')) ?? [])]).toEqual([4, 5]);
    expect(await storage.read('private/uploads/2026/11/none.png')).toBeNull();
    await expect(storage.read('private/../../x.png')).rejects.toThrow();
  });
});
