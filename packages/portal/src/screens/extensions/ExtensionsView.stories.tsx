import { buildStudentsOfCohort } from "@cla/domain/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { assessmentFixtures, extensionFixture } from "../../mocks/handlers";
import { expectStackedRows, PHONE } from "../../mocks/story";
import { ExtensionsView } from "./ExtensionsView";

const item = assessmentFixtures("assignment", "facilitator")[1]!;
const students = buildStudentsOfCohort();
const [ada, bola] = students;

/** A cohort of a hundred: the students' list scrolls inside its box. */
const hundred = Array.from({ length: 100 }, (_, i) => ({
  ...students[0]!,
  id: `CLA${String(i).padStart(12, "0")}`,
  user_id: `CLA${String(i).padStart(12, "0")}`,
  name: `Student ${String(i + 1).padStart(3, "0")}`,
}));

const meta = {
  title: "Portal/Scoring/Extensions",
  component: ExtensionsView,
  args: {
    open: true,
    onOpen: fn(),
    extensions: {
      status: "ready",
      data: [
        extensionFixture(item, ada!),
        extensionFixture(item, bola!, "2030-04-12", "Travelling for a funeral"),
      ],
    },
    students: { status: "ready", data: students },
    values: { students: [], due_date: "", reason: "" },
    onChange: fn(),
    onGrant: fn(),
    onRevoke: fn(),
    busy: false,
    error: null,
    fieldErrors: {},
  },
} satisfies Meta<typeof ExtensionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, as an item's page opens: nothing is asked for until the facilitator opens it. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Extensions")).toBeVisible();
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

/** Two students with a later due date and their reasons, each revocable; the grant form below. */
export const Granted: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "Extensions" });
    await expect(within(table).getAllByRole("rowheader")).toHaveLength(2);
    await expect(within(table).getByText("Travelling for a funeral")).toBeVisible();
    await within(table).getByRole("button", { name: "Revoke the extension of Ada Obi" }).click();
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("group", { name: /Students/ })).toBeVisible();
  },
};

/** At 375 px: each extension a block under the student's name, its date and reason labelled, Revoke on its own line. */
export const GrantedOnPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "Extensions" });
    await expect(
      within(table).getByRole("button", { name: `Revoke the extension of ${bola!.name}` }),
    ).toBeVisible();
    await expectStackedRows(table);
  },
};

/**
 * In French: the texts from the catalogue, and the due date in the day format French readers write (decision 180's
 * fourth round), '12 avr. 2030'.
 */
export const GrantedInFrench: Story = {
  globals: { locale: "fr" },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "Prolongations" });
    await expect(within(table).getByText("12 avr. 2030")).toBeVisible();
  },
};

/** In Arabic, right to left: the due date as Arabic writes a day (its digits as the browser's Arabic gives them). */
export const GrantedInArabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const table = await canvas.findByRole("table", { name: "تمديدات المهلة" });
    await expect(within(table).getByText(/^(12|١٢) أبريل (2030|٢٠٣٠)$/)).toBeVisible();
  },
};

/** No extension yet. */
export const None: Story = {
  args: { extensions: { status: "ready", data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No student has an extension for this item.")).toBeVisible();
  },
};

/** Both lists loading. */
export const Loading: Story = {
  args: { extensions: { status: "loading" }, students: { status: "loading" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading extensions...")).toBeVisible();
  },
};

/** The list failed to load: said, with a retry. */
export const LoadFailed: Story = {
  args: {
    extensions: { status: "error", message: "Failed to fetch extensions. Please try again.", onRetry: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Failed to fetch extensions. Please try again.")).toBeVisible();
  },
};

/** A grant refused before any call: each field says what is missing. */
export const FieldErrors: Story = {
  args: {
    fieldErrors: {
      cla_user_ids: "is required",
      due_date: "must be after the item's due date",
      reason: "is required",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Students is required")).toBeVisible();
    await expect(canvas.getByText("New Due Date must be after the item's due date")).toBeVisible();
    await expect(canvas.getByText("Reason is required")).toBeVisible();
  },
};

/** Two students chosen, the grant on its way. */
export const Granting: Story = {
  args: {
    values: { students: [ada!.id, bola!.id], due_date: "2030-04-20", reason: "Family funeral" },
    busy: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Ada Obi" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: "Granting Extension..." })).toBeDisabled();
  },
};

/** A cohort of a hundred students to choose from, in a box that scrolls. */
export const HundredStudents: Story = {
  args: { students: { status: "ready", data: hundred } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(100);
  },
};
