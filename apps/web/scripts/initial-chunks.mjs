// The JavaScript a first visit to /auth/login downloads, read from Vite's manifest: the entry chunk
// and its static imports (the modulepreloads in index.html), then the login route's chunk and its
// static imports, which the router fetches before the page renders. Used by the size budget
// (.size-limit.js at the root) and by initial-size.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const dist = join(import.meta.dirname, '..', 'dist');

export function initialChunks() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const staticClosure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      staticClosure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = staticClosure([entryKey]);
  const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/LoginPage.tsx'));
  const login = [...staticClosure([loginKey], new Set(entry))].filter((key) => !entry.has(key));
  return { manifest, entry: [...entry], login };
}
