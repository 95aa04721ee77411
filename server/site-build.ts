import type { ServerBuild } from "@remix-run/node";
import type * as SiteEntry from "~/entry.server";

/** The site's Remix build, whose entry module also exports what this server runs before Remix. */
export type SiteBuild = ServerBuild & { entry: { module: typeof SiteEntry } };
