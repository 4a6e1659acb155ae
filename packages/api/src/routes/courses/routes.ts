/** docs/api.md §6.3 Courses. */
import { courseCreate, courseSchema, coursesQuery, courseUpdate, WRAPPERS } from "@cla/domain";
import type { Route } from "../../http/route.ts";
import { crudRoutes } from "../crud.ts";
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from "./handlers.ts";

export const courseRoutes: Route[] = crudRoutes({
  path: "/cla_courses",
  tag: "Courses",
  thing: "Course",
  wrapper: WRAPPERS.course,
  query: coursesQuery,
  create: courseCreate,
  update: courseUpdate,
  response: courseSchema,
  deleteMessage: "Course deleted successfully",
  conflict: "course name already used in the cohort",
  handlers: {
    list: listCourses,
    get: getCourse,
    create: createCourse,
    update: updateCourse,
    remove: deleteCourse,
  },
});
