import { buildDeskStats, buildStudentList, WORLD_NAMES } from "@cla/domain/fixtures";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { withMemoryRouter } from "../../mocks/story";
import { DeskView } from "./DeskView";

/**
 * The desk's view on its own, for the one state the container cannot hold still in a story: the PDF being
 * generated (jsPDF loads and renders in a few milliseconds). Its failure toast is covered by DeskScreen.test.tsx.
 */
const meta = {
  title: "Portal/InstructorDesk/DeskExports",
  component: DeskView,
  decorators: [withMemoryRouter],
  args: {
    cohortFilter: null,
    canApply: true,
    onApply: fn(),
    stats: { status: "ready", data: buildDeskStats() },
    cohortId: 3,
    students: { status: "ready", data: buildStudentList() },
    cohortName: "Cohort 2025A",
    sort: "name-asc",
    onSort: fn(),
    exportReady: true,
    pdfBusy: true,
    onPdf: fn(),
    onCsv: fn(),
  },
} satisfies Meta<typeof DeskView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the PDF is generated: 'Generating PDF...', busy and disabled, so it is not asked for twice. */
export const PdfBusy: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: /Generating PDF/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
  },
};

/**
 * Students named in every script (decision 179), each name in its own direction; the sheet's PDF of such a
 * cohort is checked by performanceSheet.test.ts (poppler).
 */
export const NamesInEveryScript: Story = {
  args: {
    pdfBusy: false,
    students: {
      status: "ready",
      data: Object.values(WORLD_NAMES).map((name, index) => {
        const item = buildStudentList()[index % 4]!;
        return { ...item, student: { ...item.student, user_id: `CLA${index}`, name } };
      }),
    },
  },
  play: async ({ canvas }) => {
    for (const name of Object.values(WORLD_NAMES))
      await expect((await canvas.findAllByText(name))[0]!.tagName).toBe("BDI");
    await expect(canvas.getByRole("button", { name: "Performance Sheet PDF" })).toBeEnabled();
  },
};
