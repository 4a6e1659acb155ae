import type { EnrolmentResponse } from "@cla/domain/client";
import { FIELD_MESSAGES } from "@cla/domain/client";
import { useState } from "react";
import { sendEnrolment } from "../../api/records";
import { WRITES } from "../../api/writes";
import { useScreenTitle } from "../../app/screenChange";
import { useSubmit } from "../../forms/useSubmit";
import { EnrolView } from "./EnrolView";
import { texts } from "./texts";

const t = texts.enrol;

/**
 * /portal/admin/enrol (admins): the chosen file goes to POST /cla_enrolments/preview, and once the admin has seen
 * every row, the same file to POST /cla_enrolments (which judges it again: the preview only informs).
 */
export default function EnrolScreen() {
  useScreenTitle(t.title);
  const [file, setFile] = useState<File | null>(null);
  const [judged, setJudged] = useState<EnrolmentResponse | null>(null);
  const [result, setResult] = useState<EnrolmentResponse | null>(null);
  // A fresh file input after 'Enrol another file'.
  const [round, setRound] = useState(0);

  const preview = useSubmit<File | null, EnrolmentResponse>({
    fields: ["csv"],
    validate: (chosen) => (chosen ? {} : { csv: FIELD_MESSAGES.required }),
    action: (chosen) => sendEnrolment(chosen!, "preview"),
    success: t.previewed,
    failure: t.previewFailed,
    onSuccess: (answer) => setJudged(answer),
    repeat: true,
  });
  const enrol = useSubmit<File | null, EnrolmentResponse>({
    action: (chosen) => sendEnrolment(chosen!, "enrol"),
    success: t.enrolledToast,
    failure: t.enrolFailed,
    refresh: WRITES.enrol,
    onSuccess: (answer) => setResult(answer),
    repeat: true,
  });

  return (
    <EnrolView
      key={round}
      onChooseFile={(chosen) => {
        setFile(chosen);
        setJudged(null);
      }}
      preview={{ ...preview, submit: () => preview.submit(file) }}
      enrol={{ ...enrol, submit: () => enrol.submit(file) }}
      judged={judged}
      result={result}
      onAnother={() => {
        setFile(null);
        setJudged(null);
        setResult(null);
        setRound(round + 1);
      }}
    />
  );
}
