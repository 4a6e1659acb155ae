import type { WorkFile } from "@cla/domain/client";
import { API_ERRORS, messages, WORK_FILE_MAX_BYTES, WORK_FILES_MAX } from "@cla/domain/client";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/ApiError";
import { apiErrorMessage } from "../../api/errors";
import { uploadWorkFile } from "../../api/upload";
import { texts } from "./texts";

const t = texts.work;

/** One file of the hand-in form: uploading (with the fraction sent, null before the first report), failed, or stored. */
export type FileRow = { key: string; name: string } & (
  | { state: "uploading"; progress: number | null }
  | { state: "failed"; message: string }
  | { state: "stored"; file: WorkFile }
);

export interface WorkFiles {
  rows: FileRow[];
  /** Uploads each chosen file at once; more than the hand-in has room for uploads none and says so. */
  add: (files: File[]) => void;
  /** Takes a row out of the form (cancelling its upload); a stored file leaves the work at the next hand-in. */
  remove: (key: string) => void;
  /** The ids of the stored files, in the form's order. */
  fileIds: string[];
  uploading: boolean;
  /** What a screen reader hears about the uploads: the latest start, end or failure. */
  notice: string;
  /** 'You can hand in at most 3 files.' after too many were chosen, until the next choice. */
  tooMany: boolean;
}

/** The message under a file the server refused: its 413 or 415 text, its 422 as '<File> <message>'. */
function uploadFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 422) {
    const errors = (failure.body as { errors?: Record<string, string[]> } | null)?.errors;
    if (errors?.["file"]) return `File ${errors["file"].join(", ")}`;
  }
  return apiErrorMessage(failure, messages.uploadFileFailed);
}

let lastKey = 0;

/**
 * The files of the hand-in form (docs/api.md §6.13): starting from the work's stored files, each chosen file is
 * uploaded at once with its progress, a file over 10 MiB is refused before any upload with the server's own
 * 413 text, and a refused upload shows the server's message under its name. Uploads still running when the
 * form goes are cancelled.
 */
export function useWorkFiles(stored: WorkFile[]): WorkFiles {
  const [rows, setRows] = useState<FileRow[]>(() =>
    stored.map((file) => ({ key: file.id, name: file.name, state: "stored", file })),
  );
  const [notice, setNotice] = useState("");
  const [tooMany, setTooMany] = useState(false);
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  function update(key: string, row: FileRow | null) {
    setRows((current) =>
      row === null
        ? current.filter((one) => one.key !== key)
        : current.map((one) => (one.key === key ? row : one)),
    );
  }

  function upload(key: string, file: File) {
    const controller = new AbortController();
    uploads.current.set(key, controller);
    setNotice(t.uploading(file.name));
    uploadWorkFile(
      file,
      (progress) => update(key, { key, name: file.name, state: "uploading", progress }),
      controller.signal,
    )
      .then((stored) => {
        update(key, { key, name: stored.name, state: "stored", file: stored });
        setNotice(t.uploaded(stored.name));
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const message = uploadFailure(failure);
        update(key, { key, name: file.name, state: "failed", message });
        setNotice(`${file.name}: ${message}`);
      })
      .finally(() => uploads.current.delete(key));
  }

  function add(files: File[]) {
    const taken = rows.filter((row) => row.state !== "failed").length;
    // Its message is the file chooser's error, announced there.
    setTooMany(taken + files.length > WORK_FILES_MAX);
    if (taken + files.length > WORK_FILES_MAX) return;
    const added = files.map((file): FileRow => {
      const key = `upload-${++lastKey}`;
      if (file.size > WORK_FILE_MAX_BYTES) {
        return { key, name: file.name, state: "failed", message: API_ERRORS.fileTooLarge };
      }
      return { key, name: file.name, state: "uploading", progress: null };
    });
    setRows((current) => [...current, ...added]);
    added.forEach((row, index) => {
      if (row.state === "uploading") upload(row.key, files[index]!);
      else if (row.state === "failed") setNotice(`${row.name}: ${row.message}`);
    });
  }

  function remove(key: string) {
    uploads.current.get(key)?.abort();
    update(key, null);
  }

  return {
    rows,
    add,
    remove,
    fileIds: rows.flatMap((row) => (row.state === "stored" ? [row.file.id] : [])),
    uploading: rows.some((row) => row.state === "uploading"),
    notice,
    tooMany,
  };
}
