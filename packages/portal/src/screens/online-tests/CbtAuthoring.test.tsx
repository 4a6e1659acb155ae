import type { CbtTestPut } from "@cla/domain/client";
import { API_ERRORS, messages } from "@cla/domain/client";
import { buildCbtTest, buildEmptyCbtTest, FIXTURE_IDS } from "@cla/domain/fixtures";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse, type HttpHandler } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  apiUrl,
  assessmentFixtures,
  cbtQuestionsKept,
  cbtQuestionsLocked,
  cbtQuestionsOk,
  failValidation,
  listOk,
  assessmentsById,
  writesOk,
  courseChoicesOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { recordRequests } from "../../test/requests";
import { server } from "../../test/server";
import { findToast } from "../../test/toast";

const CBT = assessmentFixtures("cbt", "facilitator")[0]!;

function formHandlers() {
  return [...courseChoicesOk(), assessmentsById("cbt", [CBT]), listOk("/cla_cbts", [CBT])];
}

function question(n: number): HTMLElement {
  return screen.getByRole("group", { name: `Question ${n}` });
}

/** The PUT and POST bodies in the order they were sent, as `<METHOD> <path>`. */
/** The CBT's edit form, with `handlers` besides the ones every form needs. */
function openEdit(...handlers: HttpHandler[]) {
  server.use(...handlers, ...formHandlers());
  return renderPortal(`/portal/cbt/new?id=${CBT.id}`);
}

/** Saves the edit form once it has loaded (its course, the last value to arrive, shows): 'Save Changes'. */
async function saveChanges(user: ReturnType<typeof renderPortal>["user"]) {
  await waitFor(() =>
    expect(screen.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(CBT.course_name),
  );
  await user.click(screen.getByRole("button", { name: "Save Changes" }));
}

function writes(requests: string[]): string[] {
  return requests.filter((request) => !request.startsWith("GET "));
}

describe("writing a CBT's questions", () => {
  beforeEach(() => seedSession("facilitator"));

  it("loads the stored questions, saves a change with PUT …/questions before the CBT's own PUT", async () => {
    const seen: CbtTestPut[] = [];
    const updates: Array<Record<string, unknown>> = [];
    const requests = recordRequests();
    const { user, location } = openEdit(
      ...cbtQuestionsKept({ seen }),
      ...writesOk("/cla_cbts", "cla_cbt", CBT, updates),
    );
    const first = await screen.findByRole("group", { name: "Question 1" });
    expect(within(first).getByRole("textbox", { name: /Question text/ })).toHaveValue(
      "Who washed the disciples' feet in John 13?",
    );
    expect(screen.getByText("4 questions, 10 points in all.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Time limit/ })).toHaveValue("30");
    // Move the true/false question to the top by keyboard.
    const up = within(question(3)).getByRole("button", { name: "Move up, question 3" });
    up.focus();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    expect(within(question(1)).getByRole("combobox", { name: "Kind" })).toHaveDisplayValue("True or false");
    expect(within(question(1)).getByRole("button", { name: "Move down, question 1" })).toHaveFocus();
    expect(screen.getByText("Question 2 moved to position 1.")).toBeInTheDocument();
    await user.clear(screen.getByRole("textbox", { name: /Time limit/ }));
    await user.click(screen.getByRole("checkbox", { name: /Shuffle/ }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await findToast(messages.cbtUpdated)).toBeInTheDocument();
    expect(writes(requests)).toEqual([`PUT /cla_cbts/${CBT.id}/questions`, `PUT /cla_cbts/${CBT.id}`]);
    const [single, multiple, trueFalse, short] = buildCbtTest().questions.map(({ id: _id, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)),
    );
    expect(seen).toEqual([
      { time_limit_minutes: null, shuffle: true, questions: [trueFalse, single, multiple, short] },
    ]);
    expect(updates).toHaveLength(1);
    await waitFor(() => expect(location()).toBe("/portal/cbts?cohort=3"));
  });

  it("creates a CBT, then saves its questions under the new id", async () => {
    const seen: CbtTestPut[] = [];
    const requests = recordRequests();
    server.use(
      ...cbtQuestionsKept({ test: buildEmptyCbtTest(), seen }),
      ...formHandlers(),
      ...writesOk("/cla_cbts", "cla_cbt", CBT),
    );
    const { user } = renderPortal(`/portal/cbt/new?course=${FIXTURE_IDS.openCourse}`);
    await user.type(await screen.findByRole("textbox", { name: /Name/ }), "Leadership quiz");
    await user.type(screen.getByRole("textbox", { name: /Description/ }), "Ten minutes.");
    await user.type(screen.getByLabelText(/Due Date/), "2030-03-21");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /Course/ })).toHaveDisplayValue(
        "Foundations of Leadership",
      ),
    );
    expect(screen.getByText("No questions yet: this CBT is scored by hand.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add a question" }));
    expect(within(question(1)).getByRole("textbox", { name: /Question text/ })).toHaveFocus();
    await user.keyboard("Serving is leading.");
    await user.selectOptions(within(question(1)).getByRole("combobox", { name: "Kind" }), "True or false");
    await user.click(within(question(1)).getByRole("radio", { name: "True" }));
    await user.click(screen.getByRole("button", { name: "Add a question" }));
    await user.keyboard("Who wrote Acts?");
    await user.selectOptions(within(question(2)).getByRole("combobox", { name: "Kind" }), "Short answer");
    const points = within(question(2)).getByRole("textbox", { name: /Points/ });
    await user.clear(points);
    await user.type(points, "5");
    await user.type(within(question(2)).getByRole("textbox", { name: /Accepted answer 1/ }), "Luke");
    await user.click(within(question(2)).getByRole("button", { name: "Add an accepted answer" }));
    expect(within(question(2)).getByRole("textbox", { name: /Accepted answer 2/ })).toHaveFocus();
    await user.keyboard("Saint Luke");
    await user.type(screen.getByRole("textbox", { name: /Time limit/ }), "20");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await findToast(messages.cbtCreated)).toBeInTheDocument();
    const created = "f0000000-0000-4000-8000-000000000001";
    expect(writes(requests)).toEqual(["POST /cla_cbts", `PUT /cla_cbts/${created}/questions`]);
    expect(seen).toEqual([
      {
        time_limit_minutes: 20,
        shuffle: false,
        questions: [
          { kind: "true_false", text: "Serving is leading.", points: 1, correct_answer: true },
          { kind: "short", text: "Who wrote Acts?", points: 5, accepted_answers: ["Luke", "Saint Luke"] },
        ],
      },
    ]);
  });

  it("saves a CBT without questions exactly as before: no questions call", async () => {
    const requests = recordRequests();
    const { user } = openEdit(cbtQuestionsOk(buildEmptyCbtTest()), ...writesOk("/cla_cbts", "cla_cbt", CBT));
    expect(await screen.findByText("No questions yet: this CBT is scored by hand.")).toBeInTheDocument();
    await saveChanges(user);
    expect(await findToast(messages.cbtUpdated)).toBeInTheDocument();
    expect(writes(requests)).toEqual([`PUT /cla_cbts/${CBT.id}`]);
  });

  it("checks the questions before any call, each message beside its field", async () => {
    const requests = recordRequests();
    const { user } = openEdit(cbtQuestionsOk(buildEmptyCbtTest()));
    await user.click(await screen.findByRole("button", { name: "Add a question" }));
    await user.click(within(question(1)).getByRole("button", { name: "Add an option" }));
    await user.type(screen.getByRole("textbox", { name: /Time limit/ }), "0");
    await saveChanges(user);
    expect(
      await screen.findByText("Time limit (minutes) must be a whole number from 1 to 300"),
    ).toBeInTheDocument();
    expect(within(question(1)).getByText("Question text is required")).toBeInTheDocument();
    expect(
      within(question(1)).getByText("Options is required. Mark exactly one option as correct"),
    ).toBeInTheDocument();
    expect(within(question(1)).getByRole("textbox", { name: /Question text/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(writes(requests)).toEqual([]);
  });

  it("shows the server's errors keyed questions.<index>.<field> beside those fields", async () => {
    const { user } = openEdit(
      cbtQuestionsOk(),
      failValidation("put", "/cla_cbts/:id/questions", {
        "questions.1.points": ["must be a whole number from 1 to 100"],
        "questions.3.accepted_answers": ["must have 1 to 10 accepted answers"],
      }),
    );
    await user.type(
      within(await screen.findByRole("group", { name: "Question 1" })).getByRole("textbox", {
        name: /Question text/,
      }),
      " Explain.",
    );
    await saveChanges(user);
    expect(
      await within(question(2)).findByText("Points must be a whole number from 1 to 100"),
    ).toBeInTheDocument();
    expect(
      within(question(4)).getByText("Accepted answers must have 1 to 10 accepted answers"),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses nothing but the questions once a student has started: explained, and only the CBT is saved", async () => {
    const requests = recordRequests();
    const { user } = openEdit(cbtQuestionsOk(buildCbtTest(true)), ...writesOk("/cla_cbts", "cla_cbt", CBT));
    expect(await screen.findByText(/A student has started this CBT/)).toBeInTheDocument();
    expect(within(question(1)).getByRole("textbox", { name: /Question text/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Add a question" })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /Name/ })).toBeEnabled();
    await saveChanges(user);
    expect(await findToast(messages.cbtUpdated)).toBeInTheDocument();
    expect(writes(requests)).toEqual([`PUT /cla_cbts/${CBT.id}`]);
  });

  it("shows the server's 409 when a student started meanwhile, saves nothing else and turns locked", async () => {
    const requests = recordRequests();
    let started = false;
    const { user } = openEdit(
      http.get(apiUrl("/cla_cbts/:id/questions"), () => HttpResponse.json(buildCbtTest(started))),
      http.put(apiUrl("/cla_cbts/:id/questions"), () => {
        started = true;
        return undefined;
      }),
      cbtQuestionsLocked(),
    );
    await user.click(
      within(await screen.findByRole("group", { name: "Question 4" })).getByRole("button", {
        name: "Remove, question 4",
      }),
    );
    expect(screen.getByRole("button", { name: "Add a question" })).toHaveFocus();
    await saveChanges(user);
    expect(await screen.findByRole("alert")).toHaveTextContent(API_ERRORS.cbtQuestionsLocked);
    expect(await screen.findByText(/A student has started this CBT/)).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Question 4" })).toBeInTheDocument();
    expect(writes(requests)).toEqual([`PUT /cla_cbts/${CBT.id}/questions`]);
  });
});
