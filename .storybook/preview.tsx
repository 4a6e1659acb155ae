import type { Preview } from "@storybook/react-vite";
import { mswLoader } from "msw-storybook-addon/csf3";

import { storyAnnotations } from "./annotations";
import "./preview.css";

const preview: Preview = {
  ...storyAnnotations,
  // Starts the MSW service worker (public/mockServiceWorker.js) once and applies each story's
  // `parameters.msw.handlers` before it renders; the jsdom tests use msw/node instead.
  loaders: [mswLoader()],
};

export default preview;
