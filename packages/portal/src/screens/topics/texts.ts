/** Labels of the topic form (docs/product.md §2.3 titles; the rest chosen, docs/decisions/097). */
export const texts = {
  addTitle: "Add New Topic",
  editTitle: "Edit Topic",
  forCourse: (courseName: string) => `Course: ${courseName}`,
  back: "Back to Course",
  backToCourses: "Back to Courses",
  loading: "Loading topic...",
  failedToFetchTopic: "Failed to fetch topic. Please try again.",
  topicNotFound: "Topic not found!",
  name: "Topic Name",
  create: "Add Topic",
  save: "Save Changes",
  creating: "Adding Topic...",
  saving: "Saving Changes...",
} as const;
