import type { WorkFile } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { useState } from "react";
import { apiErrorMessage } from "../../api/errors";
import { downloadWorkFile } from "../../api/workFiles";
import { notify } from "../../feedback/notify";
import { saveFile } from "../../feedback/saveFile";

/** Saves a handed-in file (docs/api.md §6.13, its uploader's or for a facilitator): a failure says why in a toast. */
export function useWorkFileDownload(): { download: (file: WorkFile) => void; downloading: string | null } {
  const [downloading, setDownloading] = useState<string | null>(null);
  async function download(file: WorkFile) {
    setDownloading(file.id);
    try {
      const saved = await downloadWorkFile(file);
      saveFile(saved.blob, saved.fileName);
    } catch (failure) {
      notify.error(apiErrorMessage(failure, messages.downloadFileFailed));
    } finally {
      setDownloading(null);
    }
  }
  return { download: (file) => void download(file), downloading };
}
