// One lint configuration for the site, its scripts and its tests.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/, from the top down (docs/decisions/112-layers.md). A file imports its own folder
 * and the layers below its own, never a folder beside it nor above it, so no two folders import each
 * other, even through a third. The top layer (the route modules, the root and the entries) is one whole.
 */
const layers = [
  ["routes/", "root.tsx", "root-revalidation.ts", "entry.server.tsx", "entry.client.tsx"],
  ["components/"],
  ["forms/", "favourites/", "alerts/"],
  ["listing/"],
  ["detail/"],
  ["kiosk/", "blog/"],
  ["images/", "http/"],
  ["map/"],
  ["api/", "seo/", "calendar/", "store/"],
  ["agency/", "styles/", "env.server.ts"],
];

const isFolder = (part) => part.endsWith("/");
/** How an import names a part of app/: `~/detail/…`, `../detail/…`, `~/root`, `./env.server`. */
const importName = (part) => (isFolder(part) ? part.slice(0, -1) : part.replace(/\.tsx?$/, "")).replace(/\./g, "\\.");

/** One block per part of app/ below the top: it may import neither the layers above nor the parts beside it. */
const layerBlocks = layers.slice(1).flatMap((layer, index) =>
  layer.map((part) => {
    const depth = index + 1;
    const above = [...layers.slice(0, depth).flat(), ...layer.filter((other) => other !== part)];
    const pattern = {
      regex: `^(~|\\.\\.?(/\\.\\.)*)/(${above.map(importName).join("|")})(/|$)`,
      message: `app/${part} imports only its own folder and the layers below it (docs/decisions/112-layers.md).`,
    };
    return {
      files: [isFolder(part) ? `app/${part}**/*.{ts,tsx}` : `app/${part}`],
      rules: { "no-restricted-imports": ["error", { patterns: [pattern] }] },
    };
  }),
);

export default tseslint.config(
  {
    ignores: ["build/", "node_modules/", "var/", "test-results/", "playwright-report/", "public/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // French text is full of apostrophes; React escapes text content anyway.
      "react/no-unescaped-entities": "off",
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: ["app/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["packages/*/src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layerBlocks,
  {
    // The embedded upstream is reached through one door, the API client's transport.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/api/transport.server.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@rli/upstream", "@rli/upstream/*"],
              message: "Only app/api/transport.server.ts reaches the embedded upstream: go through app/api/.",
            },
          ],
          paths: [
            {
              name: "@remix-run/react",
              importNames: ["Link", "NavLink"],
              message: "Links to the site's pages are PageLink (app/components/links/PageLink.tsx, decision 129).",
            },
          ],
        },
      ],
    },
  },
  {
    // app/components holds React: components (.tsx), their hooks (use*.ts), their styles (.css.ts) and
    // their texts in each language (.texts.ts).
    files: ["app/components/**/*.ts"],
    ignores: ["app/components/**/*.css.ts", "app/components/**/use*.ts", "app/components/**/*.texts.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message:
            "app/components holds components, hooks and styles only: this module belongs to the layer that owns it (docs/decisions/112-layers.md).",
        },
      ],
    },
  },
  {
    // The demo generator stays in small functions, one part of a listing or a promotion each.
    files: ["packages/upstream/src/demo/**/*.ts"],
    rules: {
      "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }],
    },
  },
);
