/**
 * The CMS's log, in the shape of the site's (pino): one JSON object per line on stdout, what every
 * log shipper reads, with `level` (a name), `time` (epoch milliseconds) and `msg`; a line
 * written while a request is answered also carries its `reqId` (src/middlewares/request-log.ts).
 *
 * - LOG_LEVEL (default info) sets the level: Strapi's (winston's npm) names, and the site's pino names
 *   fatal, trace and silent for one shared `.env`.
 * - LOG_FORMAT=pretty writes Strapi's own human-readable lines (and its start-up banner) instead.
 * - A line carries what the code puts in it and nothing else: the request log never writes a
 *   header, a cookie, a body or a query string.
 */
import type { Core } from '@strapi/strapi';
import { formats, winston } from '@strapi/logger';
import { settings } from './env-defaults';

type EnvReader = (name: string, fallback?: string) => string | undefined;

/** winston's levels (npm's, as Strapi uses them), most severe first. */
const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'] as const;
type Level = (typeof LEVELS)[number];
/** The site's pino level names that winston does not have. */
const PINO_LEVELS: Record<string, Level | 'silent'> = { fatal: 'error', trace: 'silly', silent: 'silent' };

/** The level LOG_LEVEL names (default info; an unknown name is info too), or `silent`. */
export function logLevel(source: EnvReader | Record<string, string | undefined> = process.env): Level | 'silent' {
  const value = settings(source)('LOG_LEVEL')?.trim().toLowerCase();
  if (!value) return 'info';
  if ((LEVELS as readonly string[]).includes(value)) return value as Level;
  return PINO_LEVELS[value] ?? 'info';
}

/**
 * LOG_FORMAT: `pretty` for people (Strapi's own format), `json` for machines; unset, as the site
 * does: pretty in development on a terminal, JSON otherwise.
 */
export function logFormat(source: EnvReader | Record<string, string | undefined> = process.env): 'pretty' | 'json' {
  const value = settings(source)('LOG_FORMAT')?.trim().toLowerCase();
  if (value === 'pretty' || value === 'json') return value;
  return process.env.NODE_ENV !== 'production' && process.stdout.isTTY ? 'pretty' : 'json';
}

/** The id of the request being answered (set by the request log), if any. */
function currentRequestId(): string | undefined {
  const strapi = (globalThis as { strapi?: Core.Strapi }).strapi;
  try {
    const reqId: unknown = strapi?.requestContext?.get()?.state?.reqId;
    return typeof reqId === 'string' ? reqId : undefined;
  } catch {
    return undefined;
  }
}

const LEVEL = Symbol.for('level');
const MESSAGE = Symbol.for('message');
/** What winston puts on every entry that is not a field of the line. */
const NOT_FIELDS = new Set(['level', 'message', 'stack', 'timestamp']);

type Info = Record<string | symbol, unknown>;

/** One entry as the line's object: level, time, msg, reqId, the entry's own fields, err. */
export function lineOf(info: Info, now = Date.now(), reqId = currentRequestId()): Record<string, unknown> {
  const error = info instanceof Error ? info : undefined;
  const message = info.message;
  const line: Record<string, unknown> = {
    level: info[LEVEL] ?? info.level,
    time: now,
    msg: typeof message === 'string' ? message : message instanceof Error ? message.message : String(message ?? ''),
  };
  if (reqId) line.reqId = reqId;
  for (const key of Object.keys(info)) if (!NOT_FIELDS.has(key)) line[key] = info[key];
  const stack = error?.stack ?? (typeof info.stack === 'string' ? info.stack : undefined);
  if (stack) line.err = { type: error?.name ?? 'Error', message: line.msg, stack };
  return line;
}

/** One JSON object per line; what cannot be serialised (a cycle, a BigInt) leaves level, time and msg. */
export const jsonLines = winston.format((info) => {
  const line = lineOf(info as unknown as Info);
  let text: string;
  try {
    text = JSON.stringify(line);
  } catch {
    text = JSON.stringify({ level: line.level, time: line.time, msg: line.msg, reqId: line.reqId });
  }
  (info as unknown as Info)[MESSAGE] = text;
  return info;
});

/** Strapi's logger options (config/logger.ts): JSON lines, or Strapi's pretty format. */
export function loggerOptions(env: EnvReader | Record<string, string | undefined> = process.env) {
  const level = logLevel(env);
  return {
    level: level === 'silent' ? 'error' : level,
    silent: level === 'silent',
    format: logFormat(env) === 'pretty' ? formats.prettyPrint() : jsonLines(),
    transports: [new winston.transports.Console()],
  };
}
