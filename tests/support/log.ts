import { listenToLog } from "@rli/contract/logging/logger";

/**
 * The journal's lines (packages/contract/src/logging/logger.ts) as tests read them: parsed from the
 * JSON a production process writes, whatever the format of the standard output.
 */

export type LogRecord = {
  level: string;
  msg: string;
  time: string;
  component?: string;
  event?: string;
} & Record<string, unknown>;

export type LogCapture = {
  records: LogRecord[];
  /** The messages written at `level` (every level when none is given). */
  messages(level?: string): string[];
  stop(): void;
};

/**
 * The lines written from now until `stop()`, kept off the standard output. `listen`: the listener of
 * another copy of the logger, e.g. the one of the production build (`build.entry.module.listenToLog`).
 */
export function captureLog(listen: typeof listenToLog = listenToLog): LogCapture {
  const records: LogRecord[] = [];
  const stop = listen((line) => records.push(JSON.parse(line) as LogRecord), { mute: true });
  return {
    records,
    messages: (level) => records.filter((record) => !level || record.level === level).map((record) => record.msg),
    stop,
  };
}

/** The JSON lines of a process's output (a production server's), each parsed; other lines left out. */
export function logRecords(output: string): LogRecord[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogRecord];
      } catch {
        return [];
      }
    });
}
