import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";
import { vanillaExtractOptions } from "./vanilla-extract.config";

export default defineConfig({
  plugins: [remix(remixConfig), vanillaExtractPlugin(vanillaExtractOptions), tsconfigPaths()],
  build: { assetsInlineLimit: 0 },
});
