import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';

/** The subset of a database session the server uses: parameterised queries and raw scripts. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one row a statement is known to return (an INSERT or UPDATE … RETURNING of a row that
 * exists, a read of a row just written): none is a server fault, so it throws rather than hand on
 * undefined.
 */
export async function queryRow<T>(db: Queryable, text: string, params?: unknown[]): Promise<T> {
  const [row] = await db.query<T>(text, params);
  if (row === undefined) throw new Error(`expected a row from: ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
  return row;
}

/**
 * One interface over the embedded PGlite and a real PostgreSQL server: the same SQL migrations and
 * the same queries run on both. Only PostgreSQL has concurrent sessions, so only there a race is real.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… connection string: selects PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined or 'memory://' keeps the data in memory. */
  pgliteDir?: string | undefined;
  /** PostgreSQL only: run every session with this search_path (tests isolate themselves in a schema). */
  searchPath?: string | undefined;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.searchPath);
  return openPglite(options.pgliteDir);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  // PGlite creates its own data directory but not the folders above it (apps/api/.data on a fresh
  // clone), so the first `pnpm start` would fail without this.
  if (dir && !dir.includes('://')) mkdirSync(dirname(dir), { recursive: true });
  // 'memory://' explicitly: with no data directory at all PGlite 0.5.16 cannot load extensions.
  const db = new PGlite(dir || 'memory://', {
    extensions: { btree_gist },
    // Calendar dates stay YYYY-MM-DD strings: a Date would shift them by the server's offset.
    parsers: { 1082: (value: string) => value },
  });
  await db.waitReady;
  const wrap = (session: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await session.query<T>(text, params as never);
      return result.rows;
    },
    async exec(sql: string) {
      await session.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    ...base,
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

async function openPostgres(connectionString: string, searchPath: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // timestamptz → Date (default) and bigint counts → number: counts here never exceed 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  // Calendar dates stay YYYY-MM-DD strings: a Date would shift them by the server's offset.
  pg.types.setTypeParser(1082, (value) => value);
  const wrap = (session: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      const result = await session.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await session.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** SQLSTATE of a database error (pg and PGlite both expose `code`). */
export function sqlState(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string')
    return error.code;
  return undefined;
}
