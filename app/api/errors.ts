/**
 * What can go wrong when the site calls the agency's API, each with the HTTP
 * status the site should answer with.
 */

export type UpstreamErrorKind = "not-found" | "unavailable" | "invalid-answer" | "bad-request";

export abstract class UpstreamError extends Error {
  abstract readonly kind: UpstreamErrorKind;
  /** Status for the site's own response. */
  abstract readonly status: number;
  /** The API path that was called. */
  readonly path: string;

  constructor(message: string, path: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.path = path;
  }
}

/** The reference does not exist (data null, or 404). */
export class NotFoundError extends UpstreamError {
  readonly kind = "not-found";
  readonly status = 404;
}

/** A look-up of a reference: null when the API does not know it; any other failure is thrown. */
export async function orNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

export type UnavailableReason = "down" | "timeout" | "server-error";

/** The API cannot be reached, is too slow, or failed (5xx). */
export class UnavailableError extends UpstreamError {
  readonly kind = "unavailable";
  readonly status: 503 | 504;
  readonly reason: UnavailableReason;

  constructor(reason: UnavailableReason, message: string, path: string, options?: { cause?: unknown }) {
    super(message, path, options);
    this.reason = reason;
    this.status = reason === "timeout" ? 504 : 503;
  }
}

export type InvalidAnswerReason = "not-json" | "wrong-shape" | "too-large" | "unexpected-status";

/** The API answered something the site cannot use. */
export class InvalidAnswerError extends UpstreamError {
  readonly kind = "invalid-answer";
  readonly status = 502;
  readonly reason: InvalidAnswerReason;

  constructor(reason: InvalidAnswerReason, message: string, path: string, options?: { cause?: unknown }) {
    super(message, path, options);
    this.reason = reason;
  }
}

/** The call itself was malformed ('Incorrect endpoint', or refused by the API with a 4xx). */
export class BadRequestError extends UpstreamError {
  readonly kind = "bad-request";
  readonly status = 400;
}

export function isUpstreamError(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError;
}
