import { WORK_FILES_MAX, WORK_LINKS_MAX, WORK_TEXT_MAX_LENGTH } from "@cla/domain/client";

/**
 * Labels of a student's hand-in (docs/api.md §6.13). Messages come from the domain catalogue.
 */
export const texts = {
  /** The student's hand-in panel (docs/api.md §6.13); its status lines and toasts are messages. */
  work: {
    title: "Your Work",
    download: "Download",
    downloading: "Downloading...",
    comment: "Comment from your facilitator",
    text: "Your text",
    textHint: `Plain text, up to ${WORK_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters.`,
    links: "Links",
    linksHint: `Web addresses starting with http:// or https://, up to ${WORK_LINKS_MAX}.`,
    link: (n: number) => `Link ${n}`,
    addLink: "Add a link",
    removeLink: (n: number) => `Remove link ${n}`,
    files: "Files",
    addFiles: "Add files",
    filesHint: `PDF, Word, Excel, PowerPoint, OpenDocument text, PNG, JPEG or plain text: up to ${WORK_FILES_MAX} files of at most 10 MiB each.`,
    uploading: (name: string) => `Uploading ${name}`,
    uploaded: (name: string) => `${name} uploaded`,
    removeFile: (name: string) => `Remove ${name}`,
    /** Names the whole hand-in in its one error ('Your work must hold text, a link or a file'). */
    whole: "Your work",
    handIn: "Hand in",
    handingIn: "Handing in...",
    update: "Update",
    updating: "Updating...",
  },
} as const;
