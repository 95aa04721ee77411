// The stand-in upstream alone, as its own HTTP server (`npm run upstream`): runs the package
// packages/upstream from its TypeScript sources, without the site's build.
import { register } from "tsx/esm/api";

register();
await import("./packages/upstream/src/serve.ts");
