/**
 * The administration's paths (admins only, docs/product.md §2.4), apart from app/paths.ts, which /login's first
 * chunk carries: no byte of the administration on /login (decision 092's budget).
 */
export const adminPaths = {
  cohorts: "/portal/admin/cohorts",
  cohortForm: "/portal/admin/cohort/new",
  people: "/portal/admin/people",
  invite: "/portal/admin/invite",
  enrol: "/portal/admin/enrol",
  activity: "/portal/admin/activity",
} as const;
