import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import { vanillaExtractOptions } from "./vanilla-extract.config";

export default defineConfig({
  plugins: [vanillaExtractPlugin(vanillaExtractOptions), tsconfigPaths()],
  test: {
    include: [
      "tests/unit/**/*.test.ts",
      "tests/unit/**/*.test.tsx",
      "tests/routes/**/*.test.ts",
      "tests/resilience/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "tests/validity/**/*.test.ts",
      "packages/*/tests/**/*.test.ts",
    ],
    // Budgets for a loaded 2-core machine: loading the build or starting a server can take seconds.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The production build is plain JavaScript: Node loads it as the production server does, without Vite
    // transforming its 600 kB again in every file that needs it.
    server: { deps: { external: [/\/build\/server\//] } },
    // Vitest's default on 2 cores is one worker: the second core then idles while a file waits
    // on a server it started, the HTML checker or a child process. Two files at a time fill it.
    maxWorkers: 2,
    environment: "node",
    env: { NODE_ENV: "test", OUTBOX_DIR: "var/test-outbox", IMAGE_CACHE_DIR: "var/test-image-cache" },
  },
});
