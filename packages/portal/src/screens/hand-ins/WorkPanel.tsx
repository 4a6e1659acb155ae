import type { Work, WorkKind, WorkResponse } from "@cla/domain/client";
import { messages, WRAPPERS } from "@cla/domain/client";
import { useState } from "react";
import { useWork } from "../../api/hooks";
import { putWork } from "../../api/records";
import { WRITES } from "../../api/writes";
import { timeZones } from "../../app/timeZones";
import { toSection } from "../../components/Section";
import { useSubmit } from "../../forms/useSubmit";
import { KIND_SCREENS } from "../assessments/kinds";
import { useWorkFiles } from "./useWorkFiles";
import { checkWork, workPayload, workStatusLine, type WorkValues } from "./work";
import { WorkFormView, WorkView, type WorkFormViewProps } from "./WorkView";
import { useWorkFileDownload } from "./useWorkFileDownload";

/**
 * A student's hand-in on an assignment or a contribution (docs/api.md §6.13): their work and its status, the
 * form until the item is scored, then the work read-only.
 */
export function WorkPanel({ kind, itemId }: { kind: WorkKind; itemId: string }) {
  const { work: answer, ...state } = useWork(kind, itemId);
  const { download, downloading } = useWorkFileDownload();
  return (
    <WorkView
      onDownload={download}
      downloading={downloading}
      answer={toSection(answer, state, messages.failedToFetchWork)}
      statusLine={answer ? workStatusLine(answer, timeZones().viewer) : null}
      form={
        answer && answer.score === null ? (
          // A new hand-in (or one from elsewhere) starts the form afresh from what the server keeps.
          <WorkForm
            key={answer.work?.updated_at ?? "none"}
            kind={kind}
            itemId={itemId}
            work={answer.work}
            onDownload={download}
            downloading={downloading}
          />
        ) : null
      }
    />
  );
}

/** The fields named as the API names them, so a 422 shows under its field. */
const WORK_FIELDS = ["text", "links", "file_ids", WRAPPERS.work] as const;

function WorkForm({
  kind,
  itemId,
  work,
  ...download
}: { kind: WorkKind; itemId: string; work: Work | null } & Pick<
  WorkFormViewProps,
  "onDownload" | "downloading"
>) {
  const k = KIND_SCREENS[kind];
  const [text, setText] = useState(work?.text ?? "");
  const [links, setLinks] = useState(work && work.links.length > 0 ? work.links : [""]);
  const files = useWorkFiles(work?.files ?? []);

  const submit = useSubmit<WorkValues, WorkResponse>({
    fields: WORK_FIELDS,
    validate: checkWork,
    action: (values) => putWork(kind, itemId, workPayload(values)),
    success: work ? messages.workUpdatedSuccess : messages.workHandedInSuccess,
    failure: messages.handInWorkFailed,
    refresh: WRITES.handIn(kind),
    // Scored meanwhile: the server's message, and the panel turns read-only.
    conflict: { refresh: [k.items] },
    repeat: true,
  });

  return (
    <WorkFormView
      handedIn={work !== null}
      text={text}
      links={links}
      files={files.rows}
      onText={setText}
      onLinks={setLinks}
      onChooseFiles={files.add}
      onRemoveFile={files.remove}
      {...download}
      onSubmit={() => submit.submit({ text, links, fileIds: files.fileIds })}
      uploading={files.uploading}
      uploadNotice={files.notice}
      tooManyFiles={files.tooMany}
      busy={submit.busy}
      error={submit.error}
      fieldErrors={submit.fieldErrors}
    />
  );
}
