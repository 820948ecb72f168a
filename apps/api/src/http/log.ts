/**
 * The server's structured log: one JSON object per line on stdout (warn and error on stderr), for
 * a log collector to parse. Fields are what the caller passes; never put request bodies, cookies,
 * Authorization, tokens, emails or query strings in them.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function isLogLevel(value: string | undefined): value is LogLevel {
  return value !== undefined && value in RANK;
}

/** LOG_LEVEL (debug, info, warn, error, silent); default info, and silent under the test runner. */
export function logLevelFromEnv(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (isLogLevel(level)) return level;
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/** An Error as JSON: JSON.stringify drops its message and stack otherwise. */
function serialisable(value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;
}

export interface LoggerOptions {
  level?: LogLevel;
  /** Where a finished line goes; default stdout (debug, info) and stderr (warn, error). */
  write?: (line: string, level: Exclude<LogLevel, 'silent'>) => void;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const threshold = RANK[options.level ?? logLevelFromEnv()];
  const write =
    options.write ??
    ((line: string, level: LogLevel) =>
      (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`));
  const log =
    (level: Exclude<LogLevel, 'silent'>) =>
    (message: string, fields: LogFields = {}) => {
      if (RANK[level] < threshold) return;
      const entry: LogFields = { time: new Date().toISOString(), level, msg: message };
      for (const [key, value] of Object.entries(fields)) entry[key] = serialisable(value);
      write(JSON.stringify(entry), level);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
