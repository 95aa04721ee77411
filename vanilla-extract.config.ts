import type { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

/** Options of the vanilla-extract plugin, shared by the production build and the tests. */
export const vanillaExtractOptions: Parameters<typeof vanillaExtractPlugin>[0] = {
  // Readable class names in development, short hashes in the build.
  identifiers: process.env.NODE_ENV === "production" ? "short" : "debug",
};
