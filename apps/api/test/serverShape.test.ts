import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's folders keep their directions (ARCHITECTURE.md, "Where code goes"): checked on the
// source, since TypeScript accepts any import.
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const read = (file: string) => readFileSync(path.join(src, file), 'utf8');
const importsOf = (text: string) => [...text.matchAll(/from '([^']+)'/g)].map((match) => match[1] as string);

describe('the server’s shape', () => {
  it('has no src/routes left: every flow has its own folder (what two flows share lives in a service)', () => {
    expect(existsSync(path.join(src, 'routes'))).toBe(false);
  });

  it('keeps a flow’s service and repository free of HTTP: no Hono, no request context, no status', () => {
    const flows = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((folder) => readdirSync(path.join(src, folder)).includes('service.ts'));
    expect(flows).toContain('records');
    const offending = flows.flatMap((flow) =>
      ['service.ts', 'repository.ts']
        .filter((file) => readdirSync(path.join(src, flow)).includes(file))
        .flatMap((file) =>
          importsOf(read(`${flow}/${file}`))
            .filter(
              (specifier) =>
                specifier === 'hono' || specifier.includes('/http/') || specifier.includes('routes'),
            )
            .map((specifier) => `${flow}/${file} → ${specifier}`),
        ),
    );
    expect(offending).toEqual([]);
  });

  it('keeps a flow’s SQL in its repository: its routes and service send no query themselves', () => {
    const flows = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((folder) => readdirSync(path.join(src, folder)).includes('service.ts'));
    expect(flows).toEqual(expect.arrayContaining(['records', 'visits', 'clinical', 'notifications']));
    const querying = flows.flatMap((flow) =>
      ['routes.ts', 'service.ts']
        .filter((file) => readdirSync(path.join(src, flow)).includes(file))
        .filter((file) => /\.query\s*[<(]/.test(read(`${flow}/${file}`)))
        .map((file) => `${flow}/${file}`),
    );
    expect(querying).toEqual([]);
  });

  it('keeps booking, quotes and appointments split three ways: only a repository queries, only routes speak HTTP', () => {
    // These flows split their routes (clientRoutes.ts, practiceRoutes.ts) and services
    // (transferService.ts, …) by concept, so each file is judged by its role, not by one name.
    const files = ['booking', 'quotes', 'appointments'].flatMap((flow) =>
      readdirSync(path.join(src, flow)).map((file) => `${flow}/${file}`),
    );
    const isRoutes = (file: string) => /(^|\/)routes\.ts$|Routes\.ts$/.test(file);
    const querying = files
      .filter((file) => !file.endsWith('/repository.ts'))
      .filter((file) => /\.query\s*[<(]|queryRow\s*[<(]/.test(read(file)));
    expect(querying).toEqual([]);
    const speakingHttp = files
      .filter((file) => !isRoutes(file))
      .flatMap((file) =>
        importsOf(read(file))
          .filter(
            (specifier) =>
              specifier === 'hono' || specifier.includes('/http/') || /[Rr]outes$/.test(specifier),
          )
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(speakingHttp).toEqual([]);
  });

  it('keeps accounts split by role: only its repositories query, only its routes speak HTTP', () => {
    // Sign-in, profile and onboarding share the accounts folder, each with its own routes,
    // services and repositories (authRoutes.ts, signInService.ts, profileRepository.ts, …).
    const files = readdirSync(path.join(src, 'accounts')).map((file) => `accounts/${file}`);
    expect(files).toEqual(expect.arrayContaining(['accounts/authRoutes.ts', 'accounts/repository.ts']));
    const querying = files
      .filter((file) => !/[Rr]epository\.ts$/.test(file))
      .filter((file) => /\b(db|tx)\.query\s*[<(]|queryRow\s*[<(]/.test(read(file)));
    expect(querying).toEqual([]);
    const speakingHttp = files
      .filter((file) => !file.endsWith('Routes.ts'))
      .flatMap((file) =>
        importsOf(read(file))
          .filter(
            (specifier) =>
              specifier === 'hono' ||
              specifier.startsWith('hono/') ||
              specifier.includes('/http/') ||
              /[Rr]outes$/.test(specifier),
          )
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(speakingHttp).toEqual([]);
    const contextTaking = files
      .filter((file) => !file.endsWith('Routes.ts'))
      .filter((file) => /\bRequestContext\b|\bctx\./.test(read(file)));
    expect(contextTaking).toEqual([]);
  });

  it('keeps pets, billing, the directory, referrals and exchange rates split by role', () => {
    // Each file is judged by its role: routes.ts (and the raw image mount, pets/photoImages.ts) speak
    // HTTP, repository.ts holds the SQL, service.ts the rules, taking neither the request nor a status.
    const flows = ['pets', 'billing', 'directory', 'referrals', 'exchangeRates', 'attribution'];
    const files = flows.flatMap((flow) => readdirSync(path.join(src, flow)).map((file) => `${flow}/${file}`));
    expect(files).toEqual(expect.arrayContaining(['pets/service.ts', 'billing/repository.ts']));
    const speaksHttp = (file: string) => /\/routes\.ts$/.test(file) || file === 'pets/photoImages.ts';
    const querying = files
      .filter((file) => !file.endsWith('/repository.ts'))
      .filter((file) =>
        /\b(db|tx)\.query\s*[<(]|queryRow\s*[<(]|\b(SELECT|INSERT|UPDATE|DELETE)\b/.test(read(file)),
      );
    expect(querying).toEqual([]);
    const speakingHttp = files
      .filter((file) => !speaksHttp(file))
      .flatMap((file) =>
        importsOf(read(file))
          .filter(
            (specifier) =>
              specifier === 'hono' ||
              specifier.startsWith('hono/') ||
              specifier.includes('/http/') ||
              /[Rr]outes$/.test(specifier),
          )
          .map((specifier) => `${file} → ${specifier}`),
      );
    expect(speakingHttp).toEqual([]);
    const contextTaking = files
      .filter((file) => !speaksHttp(file))
      .filter((file) => /\bRequestContext\b|\bctx\.|\bApiError\b|\bFailError\b/.test(read(file)));
    expect(contextTaking).toEqual([]);
  });

  it('keeps the answers’ shapes apart from their SQL: in src/views only repository.ts queries', () => {
    // A view maps rows to the contract's shape; what it must gather besides the row it shows comes
    // from views/repository.ts, so a list is read with one query per kind of related row.
    const files = readdirSync(path.join(src, 'views')).map((file) => `views/${file}`);
    expect(files).toEqual(expect.arrayContaining(['views/repository.ts', 'views/appointment.ts']));
    const querying = files
      .filter((file) => file !== 'views/repository.ts')
      .filter((file) => /\.query\s*[<(]|queryRow\s*[<(]/.test(read(file)));
    expect(querying).toEqual([]);
  });
});
