import type { Database, Queryable } from '../db/database';
import type { AppDeps } from '../deps';
import type { Realtime } from '../realtime/RealtimeBroadcaster';
import type { AppointmentRow } from './rows';

/**
 * Runs `work` in one transaction with deps whose database is that transaction and whose real-time
 * pushes wait for the commit. What the work claims (reminded_at, followup_status, …) and the rows
 * it causes (outbox messages, notifications) commit together or not at all: a failure leaves the
 * item due for the next run instead of claimed but never sent, and no browser hears of a row that
 * was rolled back. Everything inside must go through the given deps: on PGlite (one session) a
 * query on the outer database would wait for this very transaction.
 */
export async function inOneTransaction<T>(deps: AppDeps, work: (tx: AppDeps) => Promise<T>): Promise<T> {
  const pushes: Parameters<Realtime['trigger']>[] = [];
  const deferred: Realtime = Object.create(deps.realtime, {
    trigger: {
      value: async (...args: Parameters<Realtime['trigger']>) => {
        pushes.push(args);
      },
    },
  });
  const result = await deps.db.transaction((session) =>
    work({ ...deps, db: sessionDatabase(deps.db.kind, session), realtime: deferred }),
  );
  for (const args of pushes) {
    try {
      await deps.realtime.trigger(...args);
    } catch (error) {
      // The rows are committed; screens catch up on their next fetch.
      console.warn('[api] real-time push failed', error);
    }
  }
  return result;
}

/** The transaction's session seen as a Database: a transaction inside it joins it. */
function sessionDatabase(kind: Database['kind'], session: Queryable): Database {
  return {
    kind,
    query: (text, params) => session.query(text, params),
    exec: (sql) => session.exec(sql),
    transaction: (work) => work(session),
    close: async () => {
      throw new Error('a transaction session is closed by its transaction');
    },
  };
}

/**
 * Claims the due appointments one at a time and delivers each in the claim's transaction, so two
 * servers running the same job at the same instant on one database each deliver different
 * appointments and none twice. `claimNext` locks one due row with FOR UPDATE SKIP LOCKED (a row
 * another server is delivering is skipped, not waited for) and marks it taken; `skip` holds the
 * rows that failed in this run, so one broken row cannot stop the rest. A failed row rolls back
 * with its claim and is due again on the next run. Returns the references delivered.
 */
export async function deliverEachClaimed(
  deps: AppDeps,
  job: string,
  claimNext: (tx: Queryable, skip: string[]) => Promise<AppointmentRow | undefined>,
  deliver: (tx: AppDeps, row: AppointmentRow) => Promise<void>,
): Promise<string[]> {
  const delivered: string[] = [];
  const failed: string[] = [];
  for (;;) {
    let claimed: AppointmentRow | undefined;
    try {
      claimed = await inOneTransaction(deps, async (tx) => {
        const row = await claimNext(tx.db, failed);
        if (row) {
          claimed = row;
          await deliver(tx, row);
        }
        return row;
      });
    } catch (error) {
      if (!claimed) throw error;
      console.error(`[api] ${job} for ${claimed.reference_id} failed`, error);
      failed.push(claimed.uuid);
      continue;
    }
    if (!claimed) return delivered;
    delivered.push(claimed.reference_id);
  }
}
