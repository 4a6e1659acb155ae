/**
 * Labels of a facilitator scoring work and reading a CBT's results. Messages come from the domain catalogue.
 */
export const texts = {
  /** A facilitator's view of a CBT taken in the portal: each student's attempt and each question's right answers. */
  results: {
    title: "Test Results",
    loading: "Loading results...",
    failedToFetch: "Failed to fetch the results of this CBT.",
    refresh: "Refresh results",
    studentsCaption: "Students' attempts",
    student: "Student",
    status: "Status",
    score: "Score",
    answers: "Answers",
    notStarted: "Not started",
    inProgress: (left: string) => `In progress, ${left} left`,
    graded: "Submitted and scored",
    timeRanOut: "Time ran out, scored as saved",
    scoredByHand: "Scored by hand",
    noScore: "No score yet",
    scoreOf: (score: string, points: number, total: number) => `${score}% (${points} of ${total} points)`,
    handScore: (score: string) => `${score}%`,
    view: "View answers",
    hide: "Hide answers",
    /** The buttons' names: their visible text and whose answers. */
    viewOf: (name: string) => `View answers of ${name}`,
    hideOf: (name: string) => `Hide answers of ${name}`,
    attemptTitle: (name: string) => `Answers of ${name}`,
    questionHeading: (n: number, points: number) =>
      `Question ${n} (${points} ${points === 1 ? "point" : "points"})`,
    answer: "Answer",
    noAnswer: "No answer",
    right: "Right",
    wrong: "Wrong",
    rightAnswer: "Right answer",
    itemsCaption: "Questions, the most missed first",
    itemsQuestion: "Question",
    itemsRight: "Students who got it right",
    share: (correct: number, graded: number, share: string) => `${correct} of ${graded} (${share}%)`,
    noneGraded: "No attempt graded yet",
    empty: "No students in this cohort.",
  },
  /** A facilitator reading the work handed in beside the score form (assignments and contributions, docs/api.md §6.13). */
  review: {
    title: "Work Handed In",
    students: "Students",
    text: "Text",
    links: "Links",
    files: "Files",
    handedIn: "Handed in",
    changed: "last changed",
    score: (score: string) => `Score: ${score}%`,
    comment: "Comment",
    commentHint: (length: number, max: number) =>
      `Optional; the student reads it with their score. ${length.toLocaleString("en")} of ${max.toLocaleString("en")} characters.`,
    /** The score form's groups of students. */
    handedInGroup: "Handed in",
    notHandedInGroup: "Not handed in",
    /** Grading one hand-in after another (docs/decisions/185). */
    saveAndNext: "Save and next",
    saveAndNextShortcut: "Ctrl+Enter",
    order: "Next student by",
    byName: "Name",
    byHandedIn: "Handed in first",
    toGrade: (left: number, handedIn: number) => `${left} of ${handedIn} to grade`,
  },
} as const;
