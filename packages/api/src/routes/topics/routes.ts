/** docs/api.md §6.4 Topics. */
import { topicCreate, topicSchema, topicsQuery, topicUpdate, WRAPPERS } from "@cla/domain";
import type { Route } from "../../http/route.ts";
import { crudRoutes } from "../crud.ts";
import { createTopic, deleteTopic, getTopic, listTopics, updateTopic } from "./handlers.ts";

export const topicRoutes: Route[] = crudRoutes({
  path: "/cla_topics",
  tag: "Topics",
  thing: "Topic",
  wrapper: WRAPPERS.topic,
  query: topicsQuery,
  create: topicCreate,
  update: topicUpdate,
  response: topicSchema,
  deleteMessage: "Topic deleted successfully",
  listErrors: {
    403: "student outside their cohort (scope)",
    404: "Course not found",
    422: "cla_course_id is required",
  },
  handlers: {
    list: listTopics,
    get: getTopic,
    create: createTopic,
    update: updateTopic,
    remove: deleteTopic,
  },
});
