import type { WorkFile } from "@cla/domain/client";
import { Button } from "@cla/ui";
import { Download } from "lucide-react";
import { texts } from "./texts";
import { fileSize } from "./work";

const t = texts.work;

export interface WorkFileListProps {
  files: WorkFile[];
  onDownload: (file: WorkFile) => void;
  /** The id of the file being downloaded, or null. */
  downloading: string | null;
}

/** A hand-in's files by name and size, each with its Download (the student's own, and the facilitator reading it). */
export function WorkFileList({ files, onDownload, downloading }: WorkFileListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {files.map((file) => (
        <li key={file.id} className="flex items-center justify-between gap-3">
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere] text-foreground">
            {file.name}{" "}
            <span className="text-sm whitespace-nowrap text-muted-foreground">({fileSize(file.size)})</span>
          </span>
          <DownloadButton file={file} onDownload={onDownload} downloading={downloading} />
        </li>
      ))}
    </ul>
  );
}

/** 'Download' (named with the file's name for screen readers), busy while that file downloads. */
export function DownloadButton({
  file,
  onDownload,
  downloading,
}: { file: WorkFile } & Omit<WorkFileListProps, "files">) {
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={downloading === file.id}
      busyLabel={t.downloading}
      onClick={() => onDownload(file)}
    >
      <Download aria-hidden="true" />
      {t.download} <span className="sr-only">{file.name}</span>
    </Button>
  );
}
