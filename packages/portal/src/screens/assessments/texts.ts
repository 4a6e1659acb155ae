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
