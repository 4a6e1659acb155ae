import type { AssessmentKind } from "@cla/domain/client";
import { messages } from "@cla/domain/client";
import { paths } from "../../app/paths";
import type { Resource } from "../../api/keys";
import { assessmentResource, scoreResource } from "../../api/keys";

/**
 * Everything that differs between assignments, contributions and CBTs on the portal's screens (docs/product.md
 * §2.3, §8): names, paths and texts. The screens are one implementation taking a `kind`
 * (docs/decisions/130, 097); a text docs/product.md does not give is chosen in the kind's family.
 */
export interface KindScreens {
  kind: AssessmentKind;
  /** The list's h1: 'Assignments', 'Contributions', 'CBTs'. */
  title: string;
  /** The list screen, and where a detail screen sits under it. */
  listPath: string;
  /** The add/edit form. */
  formPath: string;
  loading: string;
  /** The details screen's loading text. */
  loadingItem: string;
  empty: string;
  /** A facilitator's list before a cohort is chosen. */
  selectCohort: string;
  /** The toast after a facilitator chooses a cohort (contributions and CBTs, docs/product.md §8); none for assignments. */
  filtered?: string;
  failedToFetch: string;
  /** The details screen's text on a 404. */
  notFound: string;
  addTitle: string;
  editTitle: string;
  backToList: string;
  created: string;
  updated: string;
  deleted: string;
  scored: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  scoreFailed: string;
  confirmDelete: string;
  /** The assignment form waits 3 s before it returns to the list (docs/product.md §2.3, §9); the others go at once. */
  delayedReturn: boolean;
  /** Resources whose cached answers a write to this kind changes. */
  items: Resource;
  scores: Resource;
}

export const KIND_SCREENS: Record<AssessmentKind, KindScreens> = {
  assignment: {
    kind: "assignment",
    title: "Assignments",
    listPath: paths.assignments,
    formPath: paths.assignmentForm,
    loading: messages.loadingAssignments,
    loadingItem: "Loading assignment...",
    empty: messages.noAssignments,
    selectCohort: messages.selectCohortToViewAssignments,
    failedToFetch: messages.failedToFetchAssignments,
    notFound: "Assignment not found!",
    addTitle: "Add New Assignment",
    editTitle: "Edit Assignment",
    backToList: "Back to Assignments",
    created: messages.assignmentCreated,
    updated: messages.assignmentUpdated,
    deleted: messages.assignmentDeleted,
    scored: messages.assignmentScored,
    createFailed: messages.createAssignmentFailed,
    updateFailed: messages.updateAssignmentFailed,
    deleteFailed: messages.deleteAssignmentFailed,
    scoreFailed: messages.scoreAssignmentFailed,
    confirmDelete: messages.confirmDeleteAssignment,
    delayedReturn: true,
    items: assessmentResource("assignment"),
    scores: scoreResource("assignment"),
  },
  contribution: {
    kind: "contribution",
    title: "Contributions",
    listPath: paths.contributions,
    formPath: paths.contributionForm,
    loading: messages.loadingContributions,
    loadingItem: "Loading contribution...",
    empty: messages.noContributions,
    selectCohort: messages.selectCohortToViewContributions,
    filtered: messages.filteredContributions,
    failedToFetch: messages.failedToFetchContributions,
    notFound: "Contribution not found!",
    addTitle: "Add New Contribution",
    editTitle: "Edit Contribution",
    backToList: "Back to Contributions",
    created: messages.contributionCreated,
    updated: messages.contributionUpdated,
    deleted: messages.contributionDeleted,
    scored: messages.contributionScored,
    createFailed: messages.createContributionFailed,
    updateFailed: messages.updateContributionFailed,
    deleteFailed: messages.deleteContributionFailed,
    scoreFailed: messages.scoreContributionFailed,
    confirmDelete: messages.confirmDeleteContribution,
    delayedReturn: false,
    items: assessmentResource("contribution"),
    scores: scoreResource("contribution"),
  },
  cbt: {
    kind: "cbt",
    title: "CBTs",
    listPath: paths.cbts,
    formPath: paths.cbtForm,
    loading: messages.loadingCbts,
    loadingItem: "Loading cbt...",
    empty: messages.noCbts,
    selectCohort: messages.selectCohortToViewCbts,
    filtered: messages.filteredCbts,
    failedToFetch: messages.failedToFetchCbts,
    notFound: "Cbt not found!",
    addTitle: "Add New Cbt",
    editTitle: "Edit Cbt",
    backToList: "Back to CBTs",
    created: messages.cbtCreated,
    updated: messages.cbtUpdated,
    deleted: messages.cbtDeleted,
    scored: messages.cbtScored,
    createFailed: messages.createCbtFailed,
    updateFailed: messages.updateCbtFailed,
    deleteFailed: messages.deleteCbtFailed,
    scoreFailed: messages.scoreCbtFailed,
    confirmDelete: messages.confirmDeleteCbt,
    delayedReturn: false,
    items: assessmentResource("cbt"),
    scores: scoreResource("cbt"),
  },
};
