/** docs/api.md §6.4 Topics. Steps of §3.4 are numbered in comments. */
import { asc, eq } from "drizzle-orm";
import {
  API_MESSAGES,
  FIELD_MESSAGES,
  parseUuid,
  topicCreate,
  topicsQuery,
  topicUpdate,
  WRAPPERS,
  type Topic,
} from "@cla/domain";
import { clockTimestamp, schema, type Queryable } from "../../db/index.ts";
import { toTimestamp } from "../../db/values.ts";
import { caller, type AppContext } from "../../http/context.ts";
import { validateFields, validateQuery, wrapper } from "../../http/validate.ts";
import { write } from "../../http/write.ts";
import { sentFields } from "../../records/changes.ts";
import { findCourse, findOr404, first, requireCourse } from "../../records/lookup.ts";
import { ensureCohortScope } from "../../records/scope.ts";

const { topics, courses } = schema;

type TopicRow = typeof topics.$inferSelect;

function toTopicJson(row: TopicRow): Topic {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    cla_course_id: row.cla_course_id,
    created_at: toTimestamp(row.created_at),
    updated_at: toTimestamp(row.updated_at),
  };
}

/** A topic with its course's cohort (for scope), or 404 `Topic not found`. */
function requireTopic(db: Queryable, raw: unknown): Promise<TopicRow & { cla_cohort_id: number }> {
  return findOr404("Topic", parseUuid(raw), async (id) => {
    const row = await first(
      db
        .select({ topic: topics, cla_cohort_id: courses.cla_cohort_id })
        .from(topics)
        .innerJoin(courses, eq(courses.id, topics.cla_course_id))
        .where(eq(topics.id, id))
        .limit(1),
    );
    return row && { ...row.topic, cla_cohort_id: row.cla_cohort_id };
  });
}

export async function listTopics(c: AppContext) {
  const { db } = c.var.deps.database;
  const query = validateQuery(c, topicsQuery);
  const course = await requireCourse(db, query.cla_course_id);
  ensureCohortScope(caller(c), course.cla_cohort_id);
  const rows = await db
    .select()
    .from(topics)
    .where(eq(topics.cla_course_id, course.id))
    .orderBy(asc(topics.created_at), asc(topics.id));
  return c.json(rows.map(toTopicJson));
}

export async function getTopic(c: AppContext) {
  const topic = await requireTopic(c.var.deps.database.db, c.req.param("id"));
  ensureCohortScope(caller(c), topic.cla_cohort_id);
  return c.json(toTopicJson(topic));
}

export async function createTopic(c: AppContext) {
  const { db } = c.var.deps.database;
  const v = validateFields(topicCreate, wrapper(c, WRAPPERS.topic));
  if (v.has("cla_course_id") && !(await findCourse(db, v.data.cla_course_id))) {
    v.add("cla_course_id", FIELD_MESSAGES.doesNotExist);
  }
  const input = v.valid();
  const [row] = await write(c, (tx) =>
    tx
      .insert(topics)
      .values({ name: input.name, description: input.description, cla_course_id: input.cla_course_id })
      .returning(),
  );
  return c.json(toTopicJson(row!), 201);
}

export async function updateTopic(c: AppContext) {
  const { db } = c.var.deps.database;
  const raw = wrapper(c, WRAPPERS.topic);
  const topic = await requireTopic(db, c.req.param("id"));
  const v = validateFields(topicUpdate, raw);
  // Any existing course may be named (§6.4).
  if (v.has("cla_course_id") && !(await findCourse(db, v.data.cla_course_id))) {
    v.add("cla_course_id", FIELD_MESSAGES.doesNotExist);
  }
  const input = v.valid();
  const [row] = await write(c, (tx) =>
    tx
      .update(topics)
      .set({ ...sentFields(input), updated_at: clockTimestamp() })
      .where(eq(topics.id, topic.id))
      .returning(),
  );
  return c.json(toTopicJson(row!));
}

export async function deleteTopic(c: AppContext) {
  const topic = await requireTopic(c.var.deps.database.db, c.req.param("id"));
  await write(c, (tx) => tx.delete(topics).where(eq(topics.id, topic.id)));
  return c.json({ message: API_MESSAGES.topicDeleted });
}
