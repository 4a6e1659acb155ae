/** docs/api.md §6.15 Administration: cohorts, people, enrolment, the activity log (admin only). */
import { z } from "zod";
import {
  activityQuery,
  activityResponseSchema,
  cohortCreate,
  cohortSchema,
  cohortUpdate,
  enrolmentResponseSchema,
  invitation,
  messageResponseSchema,
  peopleQuery,
  peopleResponseSchema,
  personSchema,
  personUpdate,
  wrapBody,
  WRAPPERS,
} from "@cla/domain";
import { areaRoutes, type Route } from "../../http/route.ts";
import { listActivity } from "./activity.ts";
import { createCohort, updateCohort } from "./cohorts.ts";
import { enrol, previewEnrolment } from "./enrolment.ts";
import { invitePerson, listPeople, sendResetLink, updatePerson } from "./people.ts";

const csvFile = z
  .string()
  .meta({ description: "name,email,phone_number,birthday,cohort (a header row, then one row per student)" });
const previewErrors = {
  400: "not a UTF-8 text/csv body",
  413: "over 2 MiB",
  422: "csv: unreadable, without the header row, or without rows",
} as const;

export const adminRoutes: Route[] = areaRoutes({ tag: "Administration", auth: "admin" }, [
  {
    op: "POST /cla_cohorts",
    summary:
      "Create a cohort (open_for_signup null or absent: offered at sign-up until it starts; true: until it ends; false: never)",
    body: wrapBody(WRAPPERS.cohort, cohortCreate),
    success: { status: 201, schema: cohortSchema, description: "The new cohort" },
    errors: {
      400: 'missing "cla_cohort" object',
      409: "A cohort with this name already exists.",
      422: "invalid fields",
    },
    handler: createCohort,
  },
  {
    op: "PUT /cla_cohorts/{id}",
    summary: "Update a cohort (partial; open_for_signup true opens sign-up into a cohort that has started)",
    body: wrapBody(WRAPPERS.cohort, cohortUpdate),
    success: { status: 200, schema: cohortSchema, description: "The updated cohort" },
    errors: {
      400: 'missing "cla_cohort" object',
      404: "Cohort not found",
      409: "A cohort with this name already exists.",
      422: "invalid fields",
    },
    handler: updateCohort,
  },
  {
    op: "GET /cla_users",
    summary: "People, searched by name or email (letter case and accents ignored) and filtered",
    query: peopleQuery,
    success: { status: 200, schema: peopleResponseSchema, description: "People in name order" },
    errors: { 404: "Cohort not found", 422: "role or status invalid" },
    handler: listPeople,
  },
  {
    op: "POST /cla_users/invite",
    summary: "Invite a facilitator or an admin (a set-password mail, valid 7 days)",
    body: wrapBody(WRAPPERS.person, invitation),
    success: { status: 201, schema: personSchema, description: "The invited person" },
    errors: {
      400: 'missing "user" object',
      409: "An account with this email already exists.",
      422: "invalid fields",
    },
    handler: invitePerson,
  },
  {
    op: "PUT /cla_users/{id}",
    summary: "Move to another cohort, change the role, deactivate or reactivate",
    body: wrapBody(WRAPPERS.person, personUpdate),
    success: { status: 200, schema: personSchema, description: "The updated person" },
    errors: {
      400: 'missing "user" object',
      403: "You cannot change your own role or status.",
      404: "User not found",
      422: "invalid fields",
    },
    handler: updatePerson,
  },
  {
    op: "POST /cla_users/{id}/reset_link",
    summary: "Send a person a set-password link (valid 7 days)",
    success: { status: 200, schema: messageResponseSchema, description: "Sent" },
    errors: { 404: "User not found", 409: "This person is deactivated: reactivate them first." },
    handler: sendResetLink,
  },
  {
    op: "POST /cla_enrolments/preview",
    summary: "Judge a CSV file of students without enrolling anyone",
    body: csvFile,
    bodyKind: "csv",
    success: { status: 200, schema: enrolmentResponseSchema, description: "Every row with its status" },
    errors: previewErrors,
    handler: previewEnrolment,
  },
  {
    op: "POST /cla_enrolments",
    summary: "Enrol the new rows of a CSV file (one transaction, one set-password mail each)",
    body: csvFile,
    bodyKind: "csv",
    success: {
      status: 200,
      schema: enrolmentResponseSchema,
      description: "Every row; `enrolled` created now",
    },
    errors: {
      ...previewErrors,
      409: "an account was made meanwhile with one of the emails (nothing enrolled)",
    },
    handler: enrol,
  },
  {
    op: "GET /cla_activity",
    summary: "The activity log, newest first, paged",
    query: activityQuery,
    success: { status: 200, schema: activityResponseSchema, description: "A page of entries" },
    errors: { 422: "invalid filter, cursor or limit" },
    handler: listActivity,
  },
]);
