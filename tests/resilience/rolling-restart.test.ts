import { describe, expect, it } from "vitest";
import { describeReport, nginxProgram, rollingRestartUnderLoad } from "../support/rolling-restart";

/**
 * Two site processes behind the nginx recipe (deploy/nginx/run-cluster.sh, its nginx.conf.template),
 * 50 requests a second that nginx's cache cannot answer, and each process restarted in turn in the
 * middle (the script's SIGHUP: SIGTERM, start again, wait): every request is answered 200, none
 * refused, cut or lost. A short run; `npx tsx scripts/bench-rolling-restart.ts` keeps the load a
 * full minute.
 */

const nginx = nginxProgram();
/** nginx, the two processes, then Redis: ROLLING_RESTART_PORT and the next ones, up to +8. */
const base = Number(process.env.ROLLING_RESTART_PORT ?? 3221);

describe("rolling restart behind nginx", () => {
  it.skipIf(!nginx)(
    `answers every request 200 while each process is restarted in turn${nginx ? "" : " (nginx absent : paquet Debian nginx-light)"}`,
    async () => {
      const report = await rollingRestartUnderLoad({
        rate: 50,
        seconds: 15,
        restartAfterS: 2,
        ports: { nginx: base, site: base + 1, redis: base + 8 },
        capS: 60,
      });
      console.log(describeReport(report));
      // The restart ran under the load, from its start to its end.
      expect(report.restart).toBeDefined();
      expect(report.restart!.endMs).toBeLessThan(report.durationMs);
      // Open loop at 50 a second: the load did not slow down with the answers.
      expect(report.sent).toBeGreaterThanOrEqual(Math.floor((report.durationMs / 1000) * 50 * 0.9));
      expect(report.failures).toEqual({});
      expect(report.statuses).toEqual({ 200: report.sent });
    },
    120_000,
  );
});
