import type { StorybookConfig } from "@storybook/react-vite";
import tailwindcss from "@tailwindcss/vite";
import { mergeConfig } from "vite";

// One Storybook for the design system and the portal screens (docs/architecture.md §1, §4.3).
const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.tsx", "../packages/portal/src/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y"],
  framework: { name: "@storybook/react-vite", options: {} },
  // Telemetry waits on the closed network here (docs/toolchain.md trap 1); designers' machines need not phone home either.
  core: { disableTelemetry: true },
  // Holds mockServiceWorker.js (msw init), which the portal stories' MSW worker registers.
  staticDirs: ["./public"],
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [tailwindcss()] }),
};

export default config;
