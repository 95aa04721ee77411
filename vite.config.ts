import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { vanillaExtractOptions } from "./vanilla-extract.config";

// Single fetch (remix.config.js `v3_singleFetch`): loaders and actions return plain objects or
// `data()`, and `useLoaderData<typeof loader>()` gives what turbo-stream carries.
declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
}

/** Style sheets (vanilla-extract `*.css.ts` modules and what they compile to). */
const STYLE_MODULE = /\.css\.ts\.vanilla\.css($|\?)/;

/**
 * The agency and the languages' foundation (decision 114), used by the root and by most pages (with
 * the accent folding that search boxes and country lists share): one small chunk, rather than one
 * file per module that pages happen to share differently.
 */
const LANGUAGE_MODULE =
  /\/(contract\/src\/i18n\/[^/]+|contract\/src\/agency\/(agency|folded-text)|app\/components\/i18n\/useLanguage)\.ts$/;

function chunkOf(id: string): string | undefined {
  if (STYLE_MODULE.test(id)) return "styles";
  if (LANGUAGE_MODULE.test(id)) return "language";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig), vanillaExtractPlugin(vanillaExtractOptions), tsconfigPaths()],
  // The workspace packages are TypeScript sources: bundled into the server build like app/, never
  // loaded from node_modules at run time.
  ssr: { noExternal: [/^@rli\//] },
  build: {
    assetsInlineLimit: 0,
    minify: isSsrBuild ? false : "terser",
    // ES modules for the browsers Vite targets (ES2020): top-level names mangled too, and a second
    // compression pass (about 0.4 KB less per page, gzipped).
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    // Every style of the site in one chunk, hence one CSS file: a page waits for a single
    // style sheet, the same on every page and cached after the first one.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf } },
  },
}));
