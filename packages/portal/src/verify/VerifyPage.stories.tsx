import { API_ERRORS } from "@cla/domain/client";
import { buildPublicCertificate, FIXTURE_IDS } from "@cla/domain/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { useEffect, useRef } from "react";
import { expect, userEvent, within } from "storybook/test";
import { failWith, fixtureNow, respond } from "../mocks/handlers";
import { SLOW } from "../mocks/story";
import { startVerify, VERIFY_MARKUP } from "./verify";

/** The page's markup and script as /verify/{code} runs them (no React on the real page; this is the harness). */
function VerifyPage({ path }: { path: string }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const url = new URL(path, "http://localhost");
    if (root.current) startVerify(root.current, { location: url, navigate: () => {} });
  }, [path]);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <div ref={root} dangerouslySetInnerHTML={{ __html: VERIFY_MARKUP }} />
    </main>
  );
}

const CODE = FIXTURE_IDS.certificateCode;
const meta = {
  title: "Public/Verify",
  component: VerifyPage,
  args: { path: `/verify/${CODE}` },
  parameters: { layout: "fullscreen", msw: { handlers: [] } },
} satisfies Meta<typeof VerifyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const lookupOk = () =>
  respond("get", "/certificates/:code", { certificate: buildPublicCertificate(fixtureNow()) });

/** /verify/{code} of an issued certificate: 'Valid certificate' with the name, cohort, courses and date. */
export const Valid: Story = {
  parameters: { msw: { handlers: [lookupOk()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole("region", { name: "Valid certificate" }, SLOW);
    const inCard = within(card);
    await expect(inCard.getByText("Samuel Boateng")).toBeVisible();
    await expect(inCard.getByText("Cohort 2024B")).toBeVisible();
    await expect(inCard.getByText("Foundations of Leadership")).toBeVisible();
    await expect(inCard.getByText("Leader-Managerial Class")).toBeVisible();
    await expect(inCard.getByText(/^\d{1,2} \w+ \d{4}$/)).toBeVisible();
    await expect(inCard.getByText(CODE)).toBeVisible();
    await expect(canvas.getByLabelText("Certificate code")).toHaveValue(CODE);
  },
};

/** An unknown (or malformed) code: the API's 404 becomes 'No certificate matches this code.'. */
export const Unknown: Story = {
  args: { path: "/verify/CLA-0000-0000-0000" },
  parameters: {
    msw: { handlers: [failWith("get", "/certificates/:code", 404, API_ERRORS.thingNotFound("Certificate"))] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("No certificate matches this code.", {}, SLOW),
    ).toBeVisible();
  },
};

/** Too many lookups from one address (429, decision 135). */
export const RateLimited: Story = {
  parameters: {
    msw: { handlers: [failWith("get", "/certificates/:code", 429, API_ERRORS.tooManyAttempts)] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Too many checks from your network/, {}, SLOW),
    ).toBeVisible();
  },
};

/** No answer at all: the failure and a retry, which then shows the certificate. */
export const NetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get("*/api/v1/certificates/:code", () => HttpResponse.error(), { once: true }),
        lookupOk(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/could not be checked/, {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(await canvas.findByRole("region", { name: "Valid certificate" }, SLOW)).toBeVisible();
  },
};

/** /verify without a code: the form; typing a code looks it up (case and hyphens do not matter). */
export const TypeACode: Story = {
  args: { path: "/verify" },
  parameters: { msw: { handlers: [lookupOk()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Verify a certificate" })).toBeVisible();
    await expect(canvas.queryByRole("region")).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText("Certificate code"), CODE.toLowerCase().replaceAll("-", ""));
    await userEvent.click(canvas.getByRole("button", { name: "Verify" }));
    await expect(await canvas.findByRole("region", { name: "Valid certificate" }, SLOW)).toBeVisible();
  },
};
