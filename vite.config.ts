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
 * What every page loads through the root, and most pages use too: the agency and the languages'
 * foundation (decision 114, with the accent folding that search boxes and country lists share), the
 * links to the site's pages (decision 129), the agency's contact points and logo, the contact
 * window's addresses and the global class names; and what the root itself draws with pages' help: the
 * menu's links, the icons, the toast, the error screen and its texts, the picture with a placeholder.
 * One chunk, rather than one small file per module that pages happen to share differently: each file
 * is one more request, and small files compress worse (these five: 4.8 KB gzipped apart, 1 KB less
 * inside the shared chunk).
 */
const SHARED_MODULE =
  /\/(contract\/src\/i18n\/[^/]+|contract\/src\/agency\/(agency|folded-text)|app\/components\/i18n\/useLanguage|app\/components\/links\/[^/]+|app\/components\/layout\/(useAgencyContact|Logo)|app\/agency\/(contact-url|navigation)|app\/styles\/global\.css|app\/components\/ui\/(icons|SafeImage)|app\/components\/toast\/Toast(\.texts)?|app\/components\/ErrorPage|app\/http\/error-texts)\.tsx?$/;

/**
 * What every form draws (fields, the spam trap and token, privacy note, buttons, their
 * texts): one chunk for the pages with a form and the alert form under the lists, rather than the
 * files the bundler splits them into once the alert form imports some of them and not the others.
 */
const FORM_MODULE =
  /\/app\/(components\/forms\/(Field|HiddenFields|SubmitButton|FormPrivacyNote|forms\.texts)|forms\/field-meta)\.tsx?$/;

function chunkOf(id: string): string | undefined {
  if (STYLE_MODULE.test(id)) return "styles";
  if (SHARED_MODULE.test(id)) return "shared";
  if (FORM_MODULE.test(id)) return "forms";
  // Vite's helper of the lazy parts (the contact window, the alert form): in the chunk every page loads,
  // rather than a file of its own once two parts import it (0.6 KB gzipped apart).
  if (id.includes("vite/preload-helper")) return "shared";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig), vanillaExtractPlugin(vanillaExtractOptions), tsconfigPaths()],
  // The workspace packages are TypeScript sources: bundled into the server build like app/, never
  // loaded from node_modules at run time.
  ssr: { noExternal: [/^@rli\//] },
  build: {
    assetsInlineLimit: 0,
    // The first versions with top-level await (Vite's default stops at Chrome 87 and Safari 14): a lazy
    // part the server drew is awaited by its module before the page hydrates (decision 178). An older
    // browser reads no script and keeps the page as it works without one.
    target: ["chrome89", "edge89", "firefox89", "safari15"],
    minify: isSsrBuild ? false : "terser",
    // ES modules for those browsers: top-level names mangled too, and a second
    // compression pass (about 0.4 KB less per page, gzipped).
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
    // Every style of the site in one chunk, hence one CSS file: a page waits for a single
    // style sheet, the same on every page and cached after the first one.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: chunkOf } },
  },
}));
