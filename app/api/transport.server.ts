/**
 * How a request reaches the upstream: over the network with fetch, or handed
 * in-process to the embedded upstream (no socket).
 */

export type Transport = (request: Request) => Promise<Response>;

export const fetchTransport: Transport = (request) => fetch(request);

/** Base URL given to the embedded upstream; never resolved on the network. */
export const EMBEDDED_BASE_URL = "http://embedded.upstream/api";

export const embeddedTransport: Transport = async (request) => {
  const { handleUpstreamRequest } = await import("./embedded/handler.server");
  return handleUpstreamRequest(request);
};
