/**
 * Labels of a CBT taken and written in the portal (docs/api.md §6.14). Messages come from the domain catalogue.
 */
export const texts = {
  /** A student taking a CBT in the portal (docs/api.md §6.14, decision 163); the server's refusals are its own texts. */
  cbtTest: {
    title: "Your Test",
    questions: "Questions",
    totalPoints: "Total points",
    timeLimit: "Time limit",
    minutes: (n: number) => (n === 1 ? "1 minute" : `${n} minutes`),
    noTimeLimit: "None",
    attempts: "Attempts",
    oneAttempt: "One attempt",
    dueDate: "Due Date",
    startNote:
      "The time starts when you press Start and keeps running if you leave this page. Every answer is saved as you give it.",
    start: "Start the Test",
    starting: "Starting...",
    timeLeft: "Time left",
    /** The polite announcements; the timer itself is not read out every second. */
    fiveMinutesLeft: "5 minutes left.",
    oneMinuteLeft: "1 minute left.",
    timeUp: "Time is up. Your answers are graded as they were saved.",
    question: (n: number, of: number) => `Question ${n} of ${of}`,
    points: (n: number) => (n === 1 ? "1 point" : `${n} points`),
    true: "True",
    false: "False",
    yourAnswer: "Your answer",
    saved: "Saved",
    saving: "Saving...",
    notSaved: "Not saved yet",
    allSaved: "All answers saved.",
    savingAnswers: "Saving your answers...",
    offline:
      "Not saved yet: no connection. Your answers are kept on this device and saved as soon as the connection is back.",
    saveNow: "Try again now",
    review: "Review",
    unanswered: (n: number) => (n === 1 ? "1 question has no answer:" : `${n} questions have no answer:`),
    allAnswered: "Every question has an answer.",
    goTo: (n: number) => `Go to question ${n}`,
    submit: "Submit the Test",
    submitting: "Submitting...",
    confirmSubmit: "Submit your answers?",
    confirmUnanswered: (n: number) =>
      `${n === 1 ? "1 question has" : `${n} questions have`} no answer. You cannot change your answers after submitting.`,
    confirmFinal: "You cannot change your answers after submitting.",
    yesSubmit: "Yes, Submit",
    notSavedCannotSubmit:
      "Some answers are not saved yet, so the test was not submitted. Please try again when the connection is back.",
    submitFailed: "Failed to submit the test. Please try again.",
    startFailed: "Failed to start the test. Please try again.",
    result: "Your Result",
    submittedOn: (when: string) => `Submitted on ${when}`,
    timeRanOut: (when: string) => `Time ran out on ${when}; your answers were graded as saved.`,
    score: (score: string, points: number, total: number) =>
      `Score: ${score}% (${points} of ${total} ${total === 1 ? "point" : "points"})`,
    scoreLater: (dueDate: string) =>
      `Handed in. Your score and the right answers are shown once the test has closed for everyone, after ${dueDate}.`,
    correct: "Correct",
    incorrect: "Incorrect",
    rightAnswer: "Right answer",
    noAnswer: "No answer",
    loading: "Loading your test...",
    failedToLoad: "Failed to load your test. Please try again.",
  },
  /**
   * The CBT form's questions and settings (docs/api.md §6.14, docs/decisions/164): the facilitator writes the
   * test students take in the portal. Error labels are what a field's message follows ('Points must be …').
   */
  questions: {
    title: "Test Questions",
    intro:
      "Optional. With questions, students take this CBT in the portal and it is scored for them; without, you score it by hand.",
    none: "No questions yet: this CBT is scored by hand.",
    loading: "Loading questions...",
    failedToFetch: "Failed to fetch the questions of this CBT.",
    summary: (count: number, points: number) =>
      `${count} ${count === 1 ? "question" : "questions"}, ${points} ${points === 1 ? "point" : "points"} in all.`,
    locked:
      "A student has started this CBT, so its questions, time limit and shuffle can no longer change: scores must never change under a student. You can still edit its name, description and due date.",
    timeLimit: "Time limit (minutes)",
    timeLimitHint: "A whole number from 1 to 300. Leave it empty for no time limit.",
    shuffle: "Shuffle the questions and their options for each student",
    question: (n: number) => `Question ${n}`,
    kind: "Kind",
    kinds: {
      single: "Single choice",
      multiple: "Multiple choice",
      true_false: "True or false",
      short: "Short answer",
    },
    text: "Question text",
    points: "Points",
    pointsHint: "A whole number from 1 to 100.",
    options: "Options",
    optionsHint: {
      single: "2 to 10 options. Mark the one correct option.",
      multiple: "2 to 10 options. Mark every correct option: only exactly that set earns the points.",
    },
    option: (n: number) => `Option ${n}`,
    correct: "Correct",
    /** The error label of `correct_options`. */
    correctOptions: "Correct options",
    addOption: "Add an option",
    removeOption: (n: number) => `Remove option ${n}`,
    correctAnswer: "Correct answer",
    true: "True",
    false: "False",
    accepted: "Accepted answers",
    acceptedHint:
      "1 to 10 answers. A student's answer is compared after trimming, collapsing spaces and ignoring letter case.",
    acceptedAnswer: (n: number) => `Accepted answer ${n}`,
    addAccepted: "Add an accepted answer",
    removeAccepted: (n: number) => `Remove accepted answer ${n}`,
    addQuestion: "Add a question",
    moveUp: "Move up",
    moveDown: "Move down",
    remove: "Remove",
    /** Said after a visible button text, for screen readers: 'Move up, question 2'. */
    ofQuestion: (n: number) => `, question ${n}`,
    moved: (from: number, to: number) => `Question ${from} moved to position ${to}.`,
    removed: (n: number) => `Question ${n} removed.`,
  },
} as const;
