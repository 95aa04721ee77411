// Stopping the HTTP server without dropping what it has accepted: on a stop signal the listening
// socket is closed at once (a proxy in front sends new requests to another process: its connection
// is refused), the requests in flight run to their end within a bound, each answer given from then
// on closes its connection, and idle keep-alive connections are closed after a short grace during
// which a request a proxy had already sent on one of them is still served.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

export type GracefulClose = {
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Stops accepting, lets the requests in flight end until `deadline` (a time in ms), then cuts
   * the connections left. Resolves once every connection is closed; twice the same promise.
   */
  close(deadline: number): Promise<CloseOutcome>;
};

export type CloseOutcome = {
  /** Requests in flight when the close began, or come since on a connection already open, answered to the end. */
  answered: number;
  /** Requests whose answer did not end: cut at the deadline (or given up by their client). */
  cut: number;
};

/**
 * After SHUTDOWN_TIMEOUT_S, the seconds the rest of a stop may take (the FTP daemon's own stop,
 * Redis) before the process exits anyway; a service manager's stop time-out stays above both.
 */
export const STOP_MARGIN_S = 8;

/** Idle keep-alive connections stay open this long after the listener closes (at most half the bound). */
const IDLE_GRACE_MS = 1000;
/** How often idle connections are closed again once the grace is over (a long answer that ends leaves one). */
const SWEEP_MS = 100;

/** Call before the server listens: every request is counted from the first. */
export function gracefulClose(server: Server): GracefulClose {
  const answering = new Set<ServerResponse>();
  let closing: Promise<CloseOutcome> | undefined;
  const outcome: CloseOutcome = { answered: 0, cut: 0 };

  const endsConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };

  /** An answer ended: counted once, when the close has begun (finished, or cut). */
  const ended = (response: ServerResponse) => {
    if (!answering.delete(response) || !closing) return;
    if (response.writableFinished) outcome.answered += 1;
    else outcome.cut += 1;
  };

  // Before the site's own listener: an answer written at once still learns that it ends its connection.
  server.prependListener("request", (_request: IncomingMessage, response: ServerResponse) => {
    answering.add(response);
    if (closing) endsConnection(response);
    response.once("close", () => ended(response));
  });

  return {
    inFlight: () => answering.size,
    close(deadline) {
      closing ??= new Promise<CloseOutcome>((resolve) => {
        for (const response of answering) endsConnection(response);
        const now = Date.now();
        let sweeper: NodeJS.Timeout | undefined;
        const grace = setTimeout(
          () => {
            server.closeIdleConnections();
            sweeper = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
          },
          Math.min(IDLE_GRACE_MS, Math.max(0, (deadline - now) / 2)),
        );
        const cutter = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - now));
        // net.Server's own close: the listener goes, the open connections stay (http.Server.close()
        // would also close the idle ones at once, racing a proxy that is sending on one of them).
        NetServer.prototype.close.call(server, () => {
          clearTimeout(grace);
          clearInterval(sweeper);
          clearTimeout(cutter);
          // Connections cut at the deadline are gone before their answers hear of it.
          for (const response of answering) ended(response);
          resolve(outcome);
        });
      });
      return closing;
    },
  };
}
