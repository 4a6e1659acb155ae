import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentType } from "react";
import { expect, within } from "storybook/test";
import { withMemoryRouter } from "../mocks/story";
import { lazyScreen } from "./lazyScreen";
import { ScreenBoundary } from "./ScreenBoundary";

/**
 * What a screen shows while its script chunk loads, and when the chunk fails (docs/product.md §8:
 * 'Loading chunk {id} failed'; §9: 120 s timeout).
 */
const meta = {
  title: "Portal/Shell/ScreenLoading",
  component: ScreenBoundary,
  parameters: { toaster: false },
  decorators: [withMemoryRouter],
} satisfies Meta<typeof ScreenBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

type ScreenModule = { default: ComponentType<object> };
const NeverArrives = lazyScreen("courses", () => new Promise<ScreenModule>(() => {}));
const TimesOut = lazyScreen("events", () => new Promise<ScreenModule>(() => {}), 50);
const FailsToLoad = lazyScreen("courses", () =>
  Promise.reject<ScreenModule>(new TypeError("Failed to fetch dynamically imported module")),
);

/** The chunk is on its way. */
export const LoadingChunk: Story = {
  args: { children: <NeverArrives /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("status")).toHaveTextContent("Loading...");
  },
};

/** The chunk failed: the message and a reload. */
export const ChunkFailed: Story = {
  args: { children: <FailsToLoad /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Loading chunk courses failed");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeEnabled();
  },
};

/** The chunk did not arrive in time (120 s in the app; 50 ms here). */
export const ChunkTimedOut: Story = {
  args: { children: <TimesOut /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Loading chunk events failed",
    );
  },
};
