import { createRequire } from "node:module";
import { pino, type Logger } from "pino";

/**
 * The journal of every process of the site (the production server, the embedded upstream, `npm run
 * upstream`): pino, one JSON object per line on the standard output in production
 * (NODE_ENV=production), for the hosting provider's tools; in development and tests the same lines
 * made readable by pino-pretty, formatted in this thread (no worker, nothing lost when a process
 * exits right after a line). LOG_LEVEL chooses the least level written (info by default).
 *
 * Each line: `time` (ISO 8601), `level` (its name), `pid`, `msg` (a short French text the agency's
 * provider reads), `component` (site, mail, import, ftp, redis…), `event` where a machine filters
 * (docs/decisions/148-structured-logs.md lists them), and fields rather than sentences.
 *
 * No line holds personal data: callers never pass a name, an e-mail address, a phone number, a
 * message, a visitor's address, a cookie or a form's query. The paths redacted below are only a
 * safety net for a mistake, not the rule.
 */

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** The levels a line is written at. */
export type LineLevel = Exclude<LogLevel, "silent">;

/** LOG_LEVEL, or info when it is unset (an invalid value is refused by the environment's schemas). */
export function logLevelOf(value: string | undefined): LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value ?? "") ? (value as LogLevel) : "info";
}

/**
 * Fields that hold personal data in the site's forms, and the request parts that carry it. Named from
 * the top of a line only: a wildcard (`*.email`) would double the cost of every line.
 */
export const REDACTED_PATHS = [
  "name",
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "description",
  "address",
  "ip",
  "clientAddress",
  "cookie",
  "headers.cookie",
  "headers.authorization",
  "query",
  "body",
  "formData",
  "fields",
  "replyTo",
];

type Listener = (line: string) => void;
const listeners = new Set<Listener>();
let muted = 0;

/** pino-pretty's formatter (a development package: absent from a production install, JSON then). */
function prettifier(): ((line: string) => string) | undefined {
  try {
    const { prettyFactory } = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
    return prettyFactory({
      colorize: Boolean(process.stdout.isTTY),
      translateTime: "SYS:HH:MM:ss.l",
      ignore: "pid,hostname",
      singleLine: true,
    });
  } catch {
    return undefined;
  }
}

const format = process.env.NODE_ENV === "production" ? undefined : prettifier();

/** Where pino writes: the listeners (tests), then the standard output, synchronously. */
const sink = {
  write(line: string): void {
    for (const listener of listeners) listener(line);
    if (muted === 0) process.stdout.write(format ? format(line) : line);
  },
};

export const logger: Logger = pino(
  {
    level: logLevelOf(process.env.LOG_LEVEL),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_PATHS, censor: "[masqué]" },
  },
  sink,
);

/** Fields of one line; `level` chooses its level (info by default). */
export type LogFields = { level?: LineLevel; event?: string } & Record<string, unknown>;

/** One line: a short French message and its fields. */
export type Log = (message: string, fields?: LogFields) => void;

/** The lines of one part of a process (`component` on each line), for the modules that are given a `log`. */
export function logLines(component: string): Log {
  const child = logger.child({ component });
  return (message, { level = "info", ...fields } = {}) => child[level](fields, message);
}

/**
 * Calls `listener` with each line as written in production (one JSON object and its line end),
 * whatever the format on the standard output; `mute` keeps the lines off the standard output while
 * listened to. Returns the function that stops listening.
 */
export function listenToLog(listener: Listener, { mute = false } = {}): () => void {
  const own: Listener = (line) => listener(line);
  listeners.add(own);
  if (mute) muted += 1;
  return () => {
    if (!listeners.delete(own)) return;
    if (mute) muted -= 1;
  };
}
