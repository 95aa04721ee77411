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
    ],
    testTimeout: 15_000,
    environment: "node",
    env: { NODE_ENV: "test", OUTBOX_DIR: "var/test-outbox", IMAGE_CACHE_DIR: "var/test-image-cache" },
  },
});
