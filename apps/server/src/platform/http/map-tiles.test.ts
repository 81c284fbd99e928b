import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseMapTiles } from '../../config.ts';
import { createTestApp, type TTestContext } from '../../test/test-app.ts';

/** The attendance-place map's tile source: read from configuration, allowed by the pages' CSP, told to the web. */

describe('MAP_TILE_URL', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
  it('is off unless set', () => {
    expect(loadConfig(base).map).toBeNull();
    expect(loadConfig({ ...base, MAP_TILE_URL: ' ' }).map).toBeNull();
  });

  it('takes a template with {z}, {x}, {y} and allows its origin', () => {
    const map = loadConfig({
      ...base,
      MAP_TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: ' © OpenStreetMap contributors ',
      MAP_TILE_MAX_ZOOM: '18',
    }).map;
    expect(map).toEqual({
      url: 'https://tiles.example.com/osm/{z}/{x}/{y}.png?key=abc',
      attribution: '© OpenStreetMap contributors',
      maxZoom: 18,
      cspSource: 'https://tiles.example.com',
    });
    expect(parseMapTiles('http://{s}.tile.example:8080/{z}/{x}/{y}.png', '', 19)?.cspSource).toBe(
      'http://*.tile.example:8080',
    );
  });

  it('refuses what is not a tile template', () => {
    for (const bad of [
      'https://tiles.example.com/{z}/{x}.png',
      'tiles.example.com/{z}/{x}/{y}.png',
      'javascript:alert(1)//{z}/{x}/{y}',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://user:pw@tiles.example.com/{z}/{x}/{y}.png',
      'https://tiles.example.com/{z}/{x}/{y}/{r}.png',
      'https://tiles.{s}.example.com/{z}/{x}/{y}.png',
    ]) {
      expect(() => parseMapTiles(bad, '', 19), bad).toThrow(ConfigError);
    }
  });
});

describe('a configured tile source', () => {
  let t: TTestContext;
  let off: TTestContext;
  beforeAll(async () => {
    const map = parseMapTiles('https://tiles.example.com/{z}/{x}/{y}.png', 'Tiles © Example', 17);
    [t, off] = await Promise.all([createTestApp({ seed: false, config: { map } }), createTestApp({ seed: false })]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), off?.close()]);
  });

  it('is in the public configuration, and only then', async () => {
    const on = (await t.app.inject({ url: '/api/v1/config/public' })).json();
    expect(on.map).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: 'Tiles © Example',
      maxZoom: 17,
    });
    expect((await off.app.inject({ url: '/api/v1/config/public' })).json().map).toBeNull();
  });

  it('is allowed as an image source of the pages, and nothing else is', async () => {
    const csp = String((await t.app.inject({ url: '/api/docs' })).headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.com;/);
    expect(csp).toMatch(/connect-src 'self';/);
    const plain = String((await off.app.inject({ url: '/api/docs' })).headers['content-security-policy']);
    expect(plain).toMatch(/img-src 'self' data: blob:;/);
  });
});
