import type { AppDeps } from '../deps';
import { runAutoFollowUps } from './followUps';
import { runRecordDueReminders } from './recordDue';
import { runAppointmentReminders } from './reminders';

/**
 * The server's timed work, once now and then every `everyMs`: the 24-hour auto follow-up requests,
 * the 10-minute appointment reminders (every minute, so a reminder goes close to 10 minutes
 * before the start) and the vet's reminder of a medical record not completed 2 hours after the
 * visit. Every server runs them: each job claims its items in the database, in the transaction
 * that sends them, so several servers on one PostgreSQL send each message once and nothing depends
 * on this process's memory. A run still going here skips this server's next tick (it only saves
 * work). Returns the stop function.
 */
export function startScheduledJobs(deps: AppDeps, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    await runScheduledJobs(deps, deps.clock.now());
    running = false;
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

const JOBS = [
  ['auto follow-up', runAutoFollowUps],
  ['appointment reminder', runAppointmentReminders],
  ['medical record due', runRecordDueReminders],
] as const;

/**
 * One pass of every job at `now`, what each tick runs; a job that fails is logged and the others
 * still run. Answers the references each job delivered, by job.
 */
export async function runScheduledJobs(deps: AppDeps, now: Date): Promise<Record<string, string[]>> {
  const delivered: Record<string, string[]> = {};
  for (const [name, run] of JOBS) {
    try {
      delivered[name] = await run(deps, now);
    } catch (error) {
      console.error(`[api] ${name} job failed`, error);
      delivered[name] = [];
    }
  }
  return delivered;
}
