import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist.*.tmp/**",
      "**/dist.*.old/**",
      "**/storybook-static/**",
      "**/.astro/**",
      "**/.data/**",
      "bench/results/**",
      "**/test-results/**",
      "**/mockServiceWorker.js",
      "packages/api/drizzle/**",
      "**/*.astro",
      "packages/domain/src/i18n/paraglide/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs["flat/recommended"],
  {
    // The browser loads the domain's zod-free entry only (docs/decisions/097).
    files: ["packages/portal/src/**", "site/src/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@cla/domain",
              message: "Import from @cla/domain/client (zod-free); @cla/domain is for the server and tests.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
