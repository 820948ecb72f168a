// Size budgets, checked in CI after `pnpm build`. The initial JS of /auth/login (entry, its static
// imports and the login route chunk) must stay under 150 KB gzip (issue: walking skeleton).
import { join } from 'node:path';
import { dist, initialChunks } from './apps/web/scripts/initial-chunks.mjs';

const { manifest, entry, login } = initialChunks();

export default [
  {
    name: 'initial JS of /auth/login',
    path: [...entry, ...login].map((key) => join(dist, manifest[key].file)),
    limit: '150 KB',
    gzip: true,
  },
];
