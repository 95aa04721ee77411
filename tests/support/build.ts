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

/** The environment the build was first loaded with in this module registry. */
let loadedWith: string | undefined;

/**
 * The server build. Environment variables the site reads at start-up (OUTBOX_DIR, RATE_LIMIT_MAX…)
 * are set before its first load, and only a test file with a module registry of its own may set
 * them: the files of vitest's "shared" project load one build between them (vitest.config.ts). A
 * file asking for another environment than the build already has fails here, rather than testing
 * a site that does not have it.
 */
export async function loadBuild(env: Record<string, string> = {}): Promise<ServerBuild> {
  const wanted = JSON.stringify(Object.entries(env).sort());
  if (loadedWith !== undefined && loadedWith !== wanted) {
    throw new Error(
      `The build was loaded with ${loadedWith}, this file asks for ${wanted}: ` +
        "list the file among the isolated ones in vitest.config.ts",
    );
  }
  loadedWith = wanted;
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
  const { rejectionResponse, withSiteErrorPage } = build.entry.module as unknown as {
    rejectionResponse: (request: Request) => Response | null;
    withSiteErrorPage: (response: Response, request: Request) => Promise<Response>;
  };
  return async (request, clientAddress = "127.0.0.1") =>
    rejectionResponse(request) ?? withSiteErrorPage(await remix(request, { clientAddress }), request);
}
