import pLimit from "p-limit";

/**
 * Pages are drawn one at a time, in the order their loaders finished (decision 127). Drawing is
 * processor work with nothing to wait for (loaders have run, no data is deferred): two drawings
 * side by side on the one thread take as long together as one after the other, but both finish
 * late. In turn, the first finishes first, and fewer half-drawn pages are held in memory at a time.
 */
const oneAtATime = pLimit(1);

/** The answer for a page to draw once the pages before it are drawn; not drawn if its visitor left meanwhile. */
export function drawInTurn(request: Request, draw: () => Promise<Response>): Promise<Response> {
  return oneAtATime(() => (request.signal.aborted ? new Response(null, { status: 503 }) : draw()));
}
