import { randomBytes } from 'node:crypto';
import type { Queryable } from './database';

/**
 * The access-token signing secret: AUTH_SECRET when set, else one generated on first start and
 * kept in the database, so a restart does not sign everybody out.
 */
export async function resolveAuthSecret(db: Queryable, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query('INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    'auth_secret',
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [
    'auth_secret',
  ]);
  return (row as { value: string }).value;
}
