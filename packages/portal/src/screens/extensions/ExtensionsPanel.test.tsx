import type { Extension, ExtensionGrant } from "@cla/domain/client";
import { ASSESSMENT_KINDS } from "@cla/domain/client";
import { buildStudentsOfCohort } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  assessmentFixtures,
  extensionFixture,
  extensionsKept,
  listOk,
  recordsById,
  studentsWithoutScoresOk,
  worksOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { recordRequests } from "../../test/requests";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";
import { findToast } from "../../test/toast";

const ITEM = assessmentFixtures("assignment", "facilitator")[1]!;
const [ADA, BOLA, CHIDI] = buildStudentsOfCohort();

/** A facilitator on the assignment's page, its extensions kept as the server keeps them. */
function openItem(kept: Extension[] = [], seen: ExtensionGrant[] = []) {
  seedSession("facilitator");
  const items = assessmentFixtures("assignment", "facilitator");
  server.use(
    ...extensionsKept("assignment", kept, seen),
    listOk(ASSESSMENT_KINDS.assignment.path, items),
    recordsById(ASSESSMENT_KINDS.assignment.path, items, "Assignment"),
    studentsWithoutScoresOk("assignment"),
    worksOk("assignment"),
  );
  return renderPortal(`/portal/assignments/${ITEM.id}`);
}

/** Opens the panel (closed at first) and waits for its list. */
async function openPanel(user: ReturnType<typeof openItem>["user"]) {
  await user.click(await screen.findByText("Extensions"));
  return screen.findByRole("table", { name: "Extensions" });
}

describe("an item's extensions (facilitators)", () => {
  it("asks for nothing until opened, then lists them and grants one to two students, shown at once", async () => {
    const requests = recordRequests();
    const seen: ExtensionGrant[] = [];
    const { user } = openItem([extensionFixture(ITEM, ADA!)], seen);
    await screen.findByRole("heading", { name: ITEM.name });
    expect(requests.filter((request) => /extensions|students_of_cohort/.test(request))).toEqual([]);

    const table = await openPanel(user);
    expect(within(table).getByRole("rowheader", { name: "Ada Obi" })).toBeInTheDocument();
    expect(within(table).getByText("Hospital stay")).toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: "Bola Adeyemi" }));
    await user.click(screen.getByRole("checkbox", { name: "Chidi Okafor" }));
    await user.type(screen.getByLabelText(/^New Due Date/), "2030-04-20");
    await user.type(screen.getByLabelText(/^Reason/), "  Family funeral ");
    await user.click(screen.getByRole("button", { name: "Grant Extension" }));

    expect(await findToast("Extension granted to 2 students.")).toBeInTheDocument();
    expect(seen).toEqual([
      { cla_user_ids: [BOLA!.id, CHIDI!.id], due_date: "2030-04-20", reason: "Family funeral" },
    ]);
    const refreshed = await screen.findByRole("table", { name: "Extensions" });
    expect(await within(refreshed).findByRole("rowheader", { name: "Chidi Okafor" })).toBeInTheDocument();
    expect(within(refreshed).getAllByRole("rowheader")).toHaveLength(3);
    // The form starts afresh for the next grant.
    expect(screen.getByRole("checkbox", { name: "Bola Adeyemi" })).not.toBeChecked();
    expect(screen.getByLabelText(/^Reason/)).toHaveValue("");
  });

  it("checks before any call: no student, no date, no reason, each said beside its field", async () => {
    const seen: ExtensionGrant[] = [];
    const { user } = openItem([], seen);
    await user.click(await screen.findByText("Extensions"));
    expect(await screen.findByText("No student has an extension for this item.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Grant Extension" }));

    expect(await screen.findByText("Students is required")).toBeInTheDocument();
    expect(screen.getByRole("group", { name: /Students/ })).toHaveAccessibleDescription(
      "Students is required",
    );
    expect(screen.getByLabelText(/^New Due Date/)).toHaveAccessibleDescription(/New Due Date is required/);
    expect(screen.getByLabelText(/^Reason/)).toHaveAccessibleDescription(/Reason is required/);
    expect(seen).toEqual([]);
  });

  it("revokes an extension once confirmed, and the list shows it gone", async () => {
    const { user } = openItem([extensionFixture(ITEM, ADA!), extensionFixture(ITEM, BOLA!)]);
    const table = await openPanel(user);
    await user.click(within(table).getByRole("button", { name: "Revoke the extension of Ada Obi" }));
    const question = await screen.findByRole("alertdialog", { name: "Revoke the extension of Ada Obi?" });
    await user.click(within(question).getByRole("button", { name: "Yes, Revoke" }));

    expect(await findToast("Extension revoked successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Ada Obi" })).toBeNull());
    expect(screen.getByRole("rowheader", { name: "Bola Adeyemi" })).toBeInTheDocument();
  });
});
