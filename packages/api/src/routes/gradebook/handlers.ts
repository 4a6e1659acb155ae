/** docs/api.md §6.18: GET /cla_gradebook?cla_course_id= (facilitator). */
import { gradebookQuery } from "@cla/domain";
import { today, type AppContext } from "../../http/context.ts";
import { validateQuery } from "../../http/validate.ts";
import { requireCourse } from "../../records/lookup.ts";
import { buildGradebook } from "./queries.ts";

export async function getGradebook(c: AppContext) {
  const { db } = c.var.deps.database;
  const query = validateQuery(c, gradebookQuery);
  const course = await requireCourse(db, query.cla_course_id);
  return c.json(
    await buildGradebook(db, course, {
      today: today(c),
      timeZone: c.var.deps.settings.academyTimeZone,
    }),
  );
}
