import { useState } from "react";
import { useCbtQuestions, useCbtResults } from "../../api/hooks";
import { bothSections, mapSection, toSection } from "../../components/Section";
import { CbtResultsView } from "./CbtResultsView";
import { texts } from "./texts";
import { texts as onlineTestTexts } from "../online-tests/texts";

/**
 * A facilitator's results of a CBT (docs/api.md §6.14): GET …/results with GET …/questions (the options, to
 * show what each student chose). Nothing for a CBT without questions, which is scored by hand as before.
 */
export function CbtResultsPanel({ cbtId }: { cbtId: string }) {
  const results = useCbtResults(cbtId);
  const test = useCbtQuestions(cbtId);
  const [opened, setOpened] = useState("");
  const section = bothSections(
    toSection(results.results, results, texts.results.failedToFetch),
    toSection(test.test, test, onlineTestTexts.questions.failedToFetch),
  );
  if (section.status === "ready" && section.data[1].questions.length === 0) return null;
  return (
    <CbtResultsView
      results={mapSection(section, ([answers, questions]) => ({ results: answers, test: questions }))}
      opened={opened}
      onOpen={setOpened}
      onRefresh={() => {
        results.retry();
        test.retry();
      }}
    />
  );
}
