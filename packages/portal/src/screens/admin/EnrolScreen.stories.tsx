import { API_ERRORS, FIELD_MESSAGES } from "@cla/domain/client";
import type { Meta } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { enrolmentFixture, enrolmentOk, failValidation, failWith, pending } from "../../mocks/handlers";
import { expectStackedRows, findToast, PHONE, portalMeta, SLOW, type Story } from "../../mocks/story";
import { texts } from "./texts";

export default {
  title: "Portal/Admin/Enrol",
  ...portalMeta({ path: "/portal/admin/enrol", session: "admin" }),
} satisfies Meta;

const CSV = "name,email,phone_number,birthday,cohort\nEsther Danjuma,esther@example.org,,,Cohort 2026A\n";

/** Chooses a CSV file with the keyboard-free file input and asks for the preview. */
async function previewFile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const input = await canvas.findByLabelText(/CSV file/, {}, SLOW);
  await userEvent.upload(input, new File([CSV], "intake.csv", { type: "text/csv" }));
  await userEvent.click(canvas.getByRole("button", { name: "Preview" }));
}

/** Before a file: the form and what the file must hold. */
export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/CSV file/, {}, SLOW)).toHaveAttribute("type", "file");
    await expect(canvas.getByText(texts.enrol.intro)).toBeVisible();
  },
};

/** Preview without a file: the field says it is required, nothing is sent. */
export const NoFile: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Preview" }, SLOW));
    await expect(await canvas.findByText(`CSV file ${FIELD_MESSAGES.required}`)).toBeVisible();
  },
};

/** The preview: every row with its status (new, already enrolled, conflict, error) and the reasons per field. */
export const Preview: Story = {
  parameters: { msw: { handlers: enrolmentOk() } },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    const table = await canvas.findByRole("table", { name: "Rows of the file" }, SLOW);
    await expect(within(table).getAllByText("New")).toHaveLength(2);
    await expect(within(table).getByText("Already enrolled")).toBeVisible();
    const conflict = within(table).getByText("Conflict").closest("tr")!;
    await expect(within(conflict).getByText(API_ERRORS.emailTaken)).toBeVisible();
    const error = within(table).getByText("Error").closest("tr")!;
    await expect(within(error).getByText("Name is required")).toBeVisible();
    await expect(within(error).getByText("Email is invalid")).toBeVisible();
    await expect(within(error).getByText("Cohort does not exist")).toBeVisible();
    await expect(canvas.getByText(texts.enrol.summary(enrolmentFixture().counts))).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Enrol 2 students" })).toBeEnabled();
  },
};

/**
 * The preview at 375 px: each row a block titled by its line, its status and problems first, every line beside
 * its column's header; no column runs off the screen.
 */
export const PreviewOnPhone: Story = {
  globals: PHONE,
  parameters: { msw: { handlers: enrolmentOk() } },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    const table = await canvas.findByRole("table", { name: "Rows of the file" }, SLOW);
    const error = within(table).getByText("Error").closest("tr")!;
    await expect(within(error).getByText("Email is invalid")).toBeVisible();
    await expectStackedRows(table, [texts.enrol.status, texts.enrol.problems]);
  },
};

/** Enrolled: the number of accounts made, the rows as judged, and a way to start again. */
export const Enrolled: Story = {
  parameters: { msw: { handlers: enrolmentOk() } },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Enrol 2 students" }, SLOW));
    await findToast(canvasElement, texts.enrol.enrolledToast);
    const status = await canvas.findByRole("status", {}, SLOW);
    await expect(within(status).getByText(texts.enrol.enrolled(2))).toBeVisible();
    await userEvent.click(within(status).getByRole("button", { name: "Enrol another file" }));
    await expect(await canvas.findByRole("button", { name: "Preview" })).toBeEnabled();
  },
};

/** A file with nothing new (sent again): no Enrol button, a line saying so. */
export const NothingNew: Story = {
  parameters: {
    msw: {
      handlers: enrolmentOk({
        ...enrolmentFixture(),
        rows: enrolmentFixture().rows.filter((row) => row.status !== "new"),
        counts: { new: 0, already_enrolled: 1, conflict: 1, error: 1 },
      }),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    await expect(await canvas.findByText(texts.enrol.nothingToEnrol, {}, SLOW)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: /^Enrol \d/ })).toBeNull();
  },
};

/** A file without the header row: the server's 422 under the file field. */
export const BadHeader: Story = {
  parameters: {
    msw: {
      handlers: [failValidation("post", "/cla_enrolments/preview", { csv: [FIELD_MESSAGES.csvHeader] })],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    await expect(await canvas.findByText(`CSV file ${FIELD_MESSAGES.csvHeader}`, {}, SLOW)).toBeVisible();
  },
};

/** A file over 2 MiB: the server's 413 in the form's alert. */
export const TooLarge: Story = {
  parameters: {
    msw: { handlers: [failWith("post", "/cla_enrolments/preview", 413, API_ERRORS.csvTooLarge)] },
  },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    await expect(await canvas.findByRole("alert", {}, SLOW)).toHaveTextContent(API_ERRORS.csvTooLarge);
  },
};

/** While the file is read: the busy Preview button. */
export const Previewing: Story = {
  parameters: { msw: { handlers: [pending("post", "/cla_enrolments/preview")] } },
  play: async ({ canvas, canvasElement }) => {
    await previewFile(canvasElement);
    await expect(await canvas.findByRole("button", { name: /Reading the file/ }, SLOW)).toBeDisabled();
  },
};
