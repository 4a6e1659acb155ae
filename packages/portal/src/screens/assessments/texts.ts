import { WORK_FILES_MAX, WORK_LINKS_MAX, WORK_TEXT_MAX_LENGTH } from "@cla/domain/client";

/**
 * Labels the three assessment kinds share (docs/product.md §2.3), verbatim where docs/product.md gives them; the kind's own
 * texts are in kinds.ts. Messages come from the domain catalogue.
 */
export const texts = {
  list: {
    due: (date: string) => `Due ${date}`,
  },
  details: {
    dueDate: "Due Date",
    course: "Course",
    description: "Description",
    yourScore: "Your Score",
    manage: "Manage",
    edit: "Edit",
    delete: "Delete",
    statistics: "Student Statistics",
    totalStudents: "Total Students in Cohort",
    withScores: "Students with Scores",
    withoutScores: "Students without Scores",
    scoreStudent: "Score a Student",
    student: "Student",
    score: "Score",
    scoreHint: "A percentage from 0 to 100.",
    submit: "Submit",
    submitting: "Submitting...",
    loadingStudents: "Loading students...",
  },
  /** The student's hand-in panel (docs/api.md §6.13); its status lines and toasts are messages. */
  work: {
    title: "Your Work",
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
    remove: "Remove",
    /** Names the whole hand-in in its one error ('Your work must hold text, a link or a file'). */
    whole: "Your work",
    handIn: "Hand in",
    handingIn: "Handing in...",
    update: "Update",
    updating: "Updating...",
  },
  form: {
    name: "Name",
    dueDate: "Due Date",
    cohortFixed: "An item stays in its cohort.",
    create: "Create",
    save: "Save Changes",
    creating: "Creating...",
    saving: "Saving Changes...",
    loading: "Loading...",
  },
  /** A facilitator reading the work handed in beside the score form (assignments and contributions, docs/api.md §6.13). */
  review: {
    title: "Work Handed In",
    students: "Students",
    text: "Text",
    links: "Links",
    files: "Files",
    download: "Download",
    downloading: "Downloading...",
    handedIn: "Handed in",
    changed: "last changed",
    score: (score: string) => `Score: ${score}%`,
    comment: "Comment",
    commentHint: (length: number, max: number) =>
      `Optional; the student reads it with their score. ${length.toLocaleString("en")} of ${max.toLocaleString("en")} characters.`,
    /** The score form's groups of students. */
    handedInGroup: "Handed in",
    notHandedInGroup: "Not handed in",
  },
} as const;
