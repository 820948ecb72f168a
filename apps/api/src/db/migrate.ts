import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Migrations renamed after they shipped (old file name → new), so that a database which recorded
 * the old name does not run the same SQL again under the new one. Renaming is otherwise never done.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '010_issue4_wave2.sql': '010_client_region_and_referral_links.sql',
};

/**
 * Applies every migrations/NNN_name.sql not yet recorded in schema_migrations, in file-name
 * order, each in its own transaction. Safe to run at every start-up.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    // Two servers starting together on an empty PostgreSQL would both try to create the table.
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7262291)');
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
      await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [before, after]);
  });
  const files = (await readdir(migrationsDir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  const appliedRows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(appliedRows.map((row) => row.name));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = await readFile(path.join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Two servers starting together on PostgreSQL: the second waits, then skips what the first ran.
      if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(7262291)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      ran.push(file);
    });
  }
  return ran;
}
