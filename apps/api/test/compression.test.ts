import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { startServer, type TestServer } from './support';

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');

// A built web app in miniature: an entry chunk and a page large enough to be worth compressing,
// a small chunk that is not, and an image, which is compressed already.
const BIG_JS = `export const messages = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => `Your appointment number ${i} is confirmed.`),
)};\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Pawcall</title>${'<link rel="modulepreload" href="/assets/chunk-Aa11Bb22.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`;
const SMALL_JS = 'console.log("small")';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 7)]);

let server: TestServer;
let dist: string;
let app: Hono;
beforeAll(async () => {
  server = await startServer();
  dist = mkdtempSync(path.join(tmpdir(), 'pawcall-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-DkF93kLq.js'), BIG_JS);
  writeFileSync(path.join(dist, 'assets', 'small-Cc33Dd44.js'), SMALL_JS);
  writeFileSync(path.join(dist, 'assets', 'photo-Ee55Ff66.png'), PNG);
  const run = spawnSync(process.execPath, [PRECOMPRESS, dist], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  ({ app } = createApp({ db: server.db, authSecret: 'x', webDist: dist, validateResponses: true }));
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('the web app’s files, precompressed at build time', () => {
  it('writes a brotli and a gzip copy beside each compressible file above 1 KB, and none beside the rest', () => {
    const js = path.join(dist, 'assets', 'index-DkF93kLq.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(BIG_JS);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(BIG_JS);
    expect(gunzipSync(readFileSync(path.join(dist, 'index.html.gz'))).toString()).toBe(INDEX_HTML);
    expect(() => readFileSync(path.join(dist, 'assets', 'small-Cc33Dd44.js.br'))).toThrow();
    expect(() => readFileSync(path.join(dist, 'assets', 'photo-Ee55Ff66.png.gz'))).toThrow();
  });

  it('answers br when the browser accepts it, with the original type, the sent length and Vary', async () => {
    const response = await app.request('/assets/index-DkF93kLq.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(Buffer.byteLength(BIG_JS));
    expect(brotliDecompressSync(body).toString()).toBe(BIG_JS);
  });

  it('answers gzip when br is not accepted or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip;q=0.8']) {
      const response = await app.request('/assets/index-DkF93kLq.js', {
        headers: { 'Accept-Encoding': accept },
      });
      expect(response.headers.get('content-encoding'), accept).toBe('gzip');
      const body = await bytes(response);
      expect(Number(response.headers.get('content-length'))).toBe(body.length);
      expect(gunzipSync(body).toString()).toBe(BIG_JS);
    }
  });

  it('answers the file as it is without Accept-Encoding, or when only other codings are accepted', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'deflate' },
    ];
    for (const headers of variants) {
      const response = await app.request('/assets/index-DkF93kLq.js', { headers });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toBe(BIG_JS);
      expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(BIG_JS)));
    }
  });

  it('sends index.html compressed for client-side routes too, and never cached', async () => {
    const response = await app.request('/cx/appointments/ABC1234', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(INDEX_HTML);
  });

  it('sends small files and images as they are', async () => {
    const small = await app.request('/assets/small-Cc33Dd44.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe(SMALL_JS);
    const image = await app.request('/assets/photo-Ee55Ff66.png', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
    expect((await bytes(image)).equals(PNG)).toBe(true);
  });

  it('does not serve the compressed copies by their own names', async () => {
    const response = await app.request('/assets/index-DkF93kLq.js.br');
    expect(response.status).toBe(404);
  });
});

describe('API answers, compressed on the fly', () => {
  it('compresses a JSON answer above 1 KB with br, and with gzip for a caller without br', async () => {
    const plain = await app.request('/api/p/partners/search');
    const json = await plain.text();
    expect(Buffer.byteLength(json)).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');

    const br = await app.request('/api/p/partners/search', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('application/json');
    const brBody = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(JSON.parse(brotliDecompressSync(brBody).toString())).toEqual(JSON.parse(json));

    const gzip = await app.request('/api/p/partners/search', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytes(gzip)).toString())).toEqual(JSON.parse(json));
  });

  it('leaves a JSON answer under 1 KB as it is', async () => {
    const response = await app.request('/api/p/realtime-config', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThan(1024);
    expect(JSON.parse(text).data).toHaveProperty('key');
  });
});
