import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  assessmentFixtures,
  cbtByHand,
  cbtQuestionsOk,
  cbtResultsOk,
  assessmentsById,
  studentsWithoutScoresOk,
} from "../../mocks/handlers";
import { seedSession } from "../../mocks/session";
import { renderPortal } from "../../test/renderPortal";
import { server } from "../../test/server";

const CBT = assessmentFixtures("cbt", "facilitator")[0]!;

function handlers() {
  return [assessmentsById("cbt", [CBT]), studentsWithoutScoresOk("cbt")];
}

/** The rows of a table as text, each cell's text joined by " | ". */
/** A cell's text, without the column's header that a stacked table shows beside it on a phone (hidden from screen readers). */
function cellText(cell: Element): string | undefined {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelector('[data-slot="data-table-label"]')?.remove();
  return copy.textContent?.trim();
}

function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map(cellText).join(" | "));
}

describe("a facilitator's results of a CBT taken in the portal", () => {
  it("lists every student's status and score, and the questions with the most missed first", async () => {
    seedSession("facilitator");
    server.use(...handlers(), cbtResultsOk(), cbtQuestionsOk());
    renderPortal(`/portal/cbts/${CBT.id}`);
    const students = await screen.findByRole("table", { name: "Students' attempts" });
    // The automatic results come before the form to score by hand.
    const scoreForm = await screen.findByRole("button", { name: "Submit" });
    expect(students.compareDocumentPosition(scoreForm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rowsOf(students)).toEqual([
      "Ada Obi | Submitted and scored | 60% (6 of 10 points) | View answers",
      "Bola Adeyemi | In progress, 12 min 34 s left | No score yet | ",
      "Chidi Okafor | Time ran out, scored as saved | 30% (3 of 10 points) | View answers",
      "Grace Mensah | Not started | No score yet | ",
    ]);
    const items = screen.getByRole("table", { name: "Questions, the most missed first" });
    expect(rowsOf(items)).toEqual([
      "Question 4: Name the book that follows the Gospel of John. | Short answer | 4 | 0 of 2 (0%)",
      "Question 2: Which of these are marks of a servant leader? | Multiple choice | 3 | 1 of 2 (50%)",
      "Question 1: Who washed the disciples' feet in John 13? | Single choice | 2 | 2 of 2 (100%)",
      "Question 3: Mark 10:45 says the Son of Man came to be served. | True or false | 1 | 2 of 2 (100%)",
    ]);
  });

  it("opens a graded attempt: each answer, right or wrong, and the right answer of a wrong one", async () => {
    seedSession("facilitator");
    server.use(...handlers(), cbtResultsOk(), cbtQuestionsOk());
    const { user } = renderPortal(`/portal/cbts/${CBT.id}`);
    await screen.findByRole("table", { name: "Students' attempts" });
    const open = await screen.findByRole("button", { name: "View answers of Chidi Okafor" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    await user.click(open);
    const attempt = screen.getByRole("region", { name: "Answers of Chidi Okafor" });
    expect(within(attempt).getByRole("heading", { name: "Answers of Chidi Okafor" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Hide answers of Chidi Okafor" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const answers = within(attempt)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(answers).toEqual([
      "Question 1 (2 points)Who washed the disciples' feet in John 13?AnswerJesusStatusRight",
      "Question 2 (3 points)Which of these are marks of a servant leader?AnswerListeningStatusWrongRight answerListening, Stewardship",
      "Question 3 (1 point)Mark 10:45 says the Son of Man came to be served.AnswerFalseStatusRight",
      "Question 4 (4 points)Name the book that follows the Gospel of John.AnswerNo answerStatusWrongRight answerActs / The Acts of the Apostles",
    ]);
    await user.click(screen.getByRole("button", { name: "Hide answers of Chidi Okafor" }));
    expect(screen.queryByRole("region", { name: "Answers of Chidi Okafor" })).toBeNull();
  });

  it("shows nothing more for a CBT without questions, scored by hand as before", async () => {
    seedSession("facilitator");
    server.use(...handlers(), ...cbtByHand());
    renderPortal(`/portal/cbts/${CBT.id}`);
    expect(await screen.findByText("Total Students in Cohort")).toBeInTheDocument();
    // The results' card is rendered with the scoring form, and goes once it is known to have no question.
    await screen.findByRole("combobox", { name: /Student/ });
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Test Results" })).toBeNull());
    expect(screen.queryByText("Loading results...")).toBeNull();
  });
});
