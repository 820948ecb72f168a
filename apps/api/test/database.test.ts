import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { migrate, RENAMED_MIGRATIONS } from '../src/db/migrate';

// `pnpm start` on a fresh clone opens PGlite at apps/api/.data/pglite, whose parent folder does not
// exist yet: the server must create it rather than fail to start.
const root = mkdtempSync(join(tmpdir(), 'pawcall-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the embedded database on disk', () => {
  it('opens in a data directory whose parent folders do not exist yet, and keeps what was written', async () => {
    const dir = join(root, 'fresh-clone', '.data', 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await first.exec('CREATE TABLE kept (value text); INSERT INTO kept VALUES ($$written$$);');
    await first.close();
    expect(existsSync(dir)).toBe(true);

    const again = await openDatabase({ pgliteDir: dir });
    expect(await again.query<{ value: string }>('SELECT value FROM kept')).toEqual([{ value: 'written' }]);
    await again.close();
  });
});

describe('migrations renamed after they shipped', () => {
  it('are not run again on a database that recorded them under the old name', async () => {
    const db = await openDatabase({ pgliteDir: join(root, 'renamed') });
    await migrate(db);
    // A database migrated before the rename holds the old names.
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
      await db.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [before, after]);

    expect(await migrate(db)).toEqual([]);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map(
      (row) => row.name,
    );
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS)) {
      expect(names).toContain(after);
      expect(names).not.toContain(before);
    }
    await db.close();
  });
});
