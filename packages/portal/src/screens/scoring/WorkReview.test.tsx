import { API_ERRORS, ASSESSMENT_KINDS, messages, SCORE_ENDPOINTS } from "@cla/domain/client";
import { FIXTURE_IDS, WORK_FILE_FIXTURES } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  cbtByHand,
  assessmentFixtures,
  failWith,
  FIXTURE_TOKEN,
  assessmentsById,
  scoreOk,
  studentsWithoutScoresOk,
  workFileOk,
  worksOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { recordRequests } from "../../test/requests";
import { server } from "../../test/server";

const saved = vi.hoisted(() => ({ files: [] as Array<{ blob: Blob; fileName: string }> }));

vi.mock("../../feedback/saveFile", () => ({
  saveFile: (blob: Blob, fileName: string) => saved.files.push({ blob, fileName }),
}));

const ITEM = assessmentFixtures("contribution", "facilitator")[2]!;
const AT = `/portal/contributions/${ITEM.id}`;
const [BOLA, CHIDI] = FIXTURE_IDS.classmates;

function handlers() {
  return [
    assessmentsById("contribution", [ITEM]),
    studentsWithoutScoresOk("contribution"),
    worksOk("contribution"),
  ];
}

const studentList = () => screen.findByRole("list", { name: "Students" });
const scoreSelect = () => screen.getByRole("combobox", { name: /Student/ });

beforeEach(() => {
  saved.files.length = 0;
  seedSession("facilitator");
});

describe("a facilitator reading work beside the score form", () => {
  it("chooses the same student in the work list and in the dropdown, both ways", async () => {
    server.use(...handlers());
    const { user } = renderPortal(AT);
    await user.click(within(await studentList()).getByRole("button", { name: /Bola Adeyemi/ }));
    expect(within(await studentList()).getByRole("button", { name: /Bola Adeyemi/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("heading", { level: 4, name: "Bola Adeyemi" })).toBeInTheDocument();
    expect(scoreSelect()).toHaveValue(BOLA);
    // Each name in its own direction (an Arabic name beside its badge or in the dropdown is not reordered).
    expect(within(await studentList()).getByText("Bola Adeyemi").tagName).toBe("BDI");
    expect(within(screen.getByRole("heading", { level: 4 })).getByText("Bola Adeyemi").tagName).toBe("BDI");
    expect(within(scoreSelect()).getByRole("option", { name: "Bola Adeyemi" })).toHaveAttribute(
      "dir",
      "auto",
    );

    await user.selectOptions(scoreSelect(), "Chidi Okafor");
    expect(screen.getByRole("heading", { level: 4, name: "Chidi Okafor" })).toBeInTheDocument();
    expect(within(await studentList()).getByRole("button", { name: /Chidi Okafor/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("Save and next: each student's comment kept, Ctrl+Enter saves and moves to the next hand-in to grade", async () => {
    const posted: unknown[] = [];
    server.use(...handlers(), scoreOk("contribution", posted));
    const { user } = renderPortal(`${AT}?student=${BOLA}`);
    // Ada is scored, Grace handed nothing in: Bola and Chidi are left of the three hand-ins.
    expect(await screen.findByText("2 of 3 to grade", {}, { timeout: 10_000 })).toHaveAttribute(
      "role",
      "status",
    );
    await waitFor(() => expect(scoreSelect()).toHaveValue(BOLA));
    const comment = () => screen.getByRole("textbox", { name: /Comment/ });
    await user.type(comment(), "Clear argument.");
    await user.selectOptions(scoreSelect(), "Chidi Okafor");
    await user.type(comment(), "Cite your sources.");
    await user.selectOptions(scoreSelect(), "Bola Adeyemi");
    expect(comment()).toHaveValue("Clear argument.");

    await user.type(screen.getByRole("textbox", { name: /Score/ }), "80");
    await user.keyboard("{Control>}{Enter}{/Control}");
    await waitFor(() => expect(scoreSelect()).toHaveValue(CHIDI));
    expect(posted).toEqual([
      {
        cla_contributions_score: { score: "80", comment: "Clear argument.", cla_user_id: BOLA },
        cla_contribution_id: ITEM.id,
      },
    ]);
    expect(comment()).toHaveValue("Cite your sources.");
    expect(screen.getByRole("textbox", { name: /Score/ })).toHaveValue("");
    // Chidi is the last to grade: no "Save and next".
    expect(screen.queryByRole("button", { name: "Save and next" })).toBeNull();
  });

  it("Save and next follows the order chosen: handed in first", async () => {
    server.use(...handlers());
    const { user } = renderPortal(`${AT}?student=${CHIDI}`);
    await screen.findByText("2 of 3 to grade", {}, { timeout: 10_000 });
    await waitFor(() => expect(scoreSelect()).toHaveValue(CHIDI));
    // By name Chidi (after Bola) is the last; by hand-in time (1 day ago, Bola 5) Bola comes after him.
    expect(screen.queryByRole("button", { name: "Save and next" })).toBeNull();
    await user.selectOptions(screen.getByRole("combobox", { name: "Next student by" }), "Handed in first");
    expect(screen.queryByRole("button", { name: "Save and next" })).toBeNull();
    await user.selectOptions(scoreSelect(), "Bola Adeyemi");
    expect(screen.getByRole("button", { name: "Save and next" })).toHaveAttribute(
      "aria-keyshortcuts",
      "Control+Enter Meta+Enter",
    );
  });

  it("opens with the student of ?student= chosen (a score's download_link)", async () => {
    server.use(...handlers());
    renderPortal(`${AT}?student=${CHIDI}`);
    const work = (await screen.findByRole("heading", { level: 4, name: "Chidi Okafor" })).closest("section")!;
    expect(within(work).getByText(messages.workStatusLate)).toBeInTheDocument();
    await waitFor(() => expect(scoreSelect()).toHaveValue(CHIDI));
  });

  it("offers those who handed in first in the dropdown, each group in the people order", async () => {
    server.use(...handlers());
    renderPortal(AT);
    await studentList();
    const groups = within(scoreSelect()).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Handed in", "Not handed in"]);
    expect(
      within(groups[0]!)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Bola Adeyemi", "Chidi Okafor"]);
    expect(
      within(groups[1]!)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Grace Mensah"]);
  });

  it("sends the comment with the score in one POST, then refreshes the work list", async () => {
    const seen: unknown[] = [];
    const requests = recordRequests();
    server.use(...handlers(), scoreOk("contribution", seen));
    const { user } = renderPortal(`${AT}?student=${BOLA}`);
    await user.type(await screen.findByRole("textbox", { name: /Score/ }), "91");
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Clear and honest.{Enter}Well done.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const endpoint = SCORE_ENDPOINTS.contribution;
    expect(seen[0]).toEqual({
      [endpoint.wrapper]: {
        score: "91",
        comment: "Clear and honest.\nWell done.",
        [endpoint.studentKey]: BOLA,
      },
      [endpoint.itemKey]: ITEM.id,
    });
    const worksKey = `GET ${ASSESSMENT_KINDS.contribution.path}/${ITEM.id}/works`;
    await waitFor(() => expect(requests.filter((request) => request === worksKey)).toHaveLength(2));
  });

  it("refuses a comment past 5,000 characters before any call", async () => {
    const seen: unknown[] = [];
    server.use(...handlers(), scoreOk("contribution", seen));
    const { user } = renderPortal(`${AT}?student=${BOLA}`);
    await user.type(await screen.findByRole("textbox", { name: /Score/ }), "91");
    const comment = screen.getByRole("textbox", { name: /Comment/ });
    await user.click(comment);
    await user.paste("é".repeat(5001));
    expect(screen.getByText(/5,001 of 5,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Comment must be at most 5000 characters")).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("downloads a file with the session's token and saves it under the server's name", async () => {
    const file = WORK_FILE_FIXTURES.essay;
    const content = "%PDF-1.7 essay";
    const authorization: Array<string | null> = [];
    server.use(...handlers(), workFileOk(file, new TextEncoder().encode(content), authorization));
    const { user } = renderPortal(`${AT}?student=${BOLA}`);
    await user.click(await screen.findByRole("button", { name: `Download ${file.name}` }));
    await waitFor(() => expect(saved.files).toHaveLength(1));
    expect(authorization).toEqual([`Bearer ${FIXTURE_TOKEN}`]);
    expect(saved.files[0]!.fileName).toBe(file.name);
    expect(await saved.files[0]!.blob.text()).toBe(content);
  });

  it("says so in a toast when a download fails, and saves nothing", async () => {
    const file = WORK_FILE_FIXTURES.slides;
    server.use(
      ...handlers(),
      failWith("get", `/cla_work_files/${file.id}`, 404, API_ERRORS.thingNotFound("File")),
    );
    const { user } = renderPortal(`${AT}?student=${BOLA}`);
    await user.click(await screen.findByRole("button", { name: `Download ${file.name}` }));
    const region = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(region).findByText("File not found")).toBeInTheDocument();
    expect(saved.files).toEqual([]);
    expect(screen.getByRole("button", { name: `Download ${file.name}` })).toBeEnabled();
  });

  it("asks for no work on a CBT", async () => {
    const cbt = assessmentFixtures("cbt", "facilitator")[0]!;
    const requests = recordRequests();
    server.use(assessmentsById("cbt", [cbt]), studentsWithoutScoresOk("cbt"), ...cbtByHand());
    renderPortal(`/portal/cbts/${cbt.id}`);
    expect(await screen.findByRole("combobox", { name: /Student/ })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Students" })).toBeNull();
    expect(screen.queryByRole("textbox", { name: /Comment/ })).toBeNull();
    expect(requests.filter((request) => request.includes("/works"))).toEqual([]);
  });
});
