/**
 * Labels of the item screens the three assessment kinds share (docs/product.md §2.3), verbatim where docs/product.md gives them; the kind's own
 * texts are in kinds.ts. Messages come from the domain catalogue.
 */
export const texts = {
  list: {
    due: (date: string) => `Due ${date}`,
    /** A student's own due date from an extension (docs/api.md §6.17): the item's date beside it. */
    extendedFrom: (date: string) => `extended from ${date}`,
    /** A facilitator's counts on an item (decision 180): work not scored yet, and work handed in. */
    toScore: (count: number) => `${count} to score`,
    handedIn: (count: number) => `${count} handed in`,
  },
  details: {
    dueDate: "Due Date",
    extendedFrom: (date: string) => `Extended from ${date}`,
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
} as const;
