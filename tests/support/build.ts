import { createRequestHandler, type ServerBuild } from "@remix-run/node";

/**
 * The production build (BUILD_DIR, `npm run build`) loaded in-process, answering Requests the way
 * the production server (server/app.ts) does: the build's own request guard first, then Remix. For suites that need the real
 * routes without a process of their own (routes, fuzz, validity, forms); the ones that need the
 * process itself (compression, restarts, logs) use ./site-process.
 */

export const ORIGIN = "http://localhost:3000";
export const BUILD_DIR = process.env.BUILD_DIR || "build";

export type Handler = (request: Request, clientAddress?: string) => Promise<Response>;

/**
 * The server build. Environment variables the site reads at start-up (OUTBOX_DIR, RATE_LIMIT_MAX…)
 * must be set before the first call in a test file: each file has its own module graph.
 */
export async function loadBuild(env: Record<string, string> = {}): Promise<ServerBuild> {
  Object.assign(process.env, env);
  return (await import(/* @vite-ignore */ `${process.cwd()}/${BUILD_DIR}/server/index.js`)) as ServerBuild;
}

export async function loadHandler(env: Record<string, string> = {}): Promise<Handler> {
  const build = await loadBuild(env);
  return handlerOf(build);
}

export function handlerOf(build: ServerBuild): Handler {
  const remix = createRequestHandler(build, "production");
  // The build's own copy of the guard (entry.server re-exports it, as the production server uses it).
  const { rejectionResponse } = build.entry.module as unknown as {
    rejectionResponse: (request: Request) => Response | null;
  };
  return async (request, clientAddress = "127.0.0.1") =>
    rejectionResponse(request) ?? remix(request, { clientAddress });
}
