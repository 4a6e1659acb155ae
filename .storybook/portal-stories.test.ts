import { testStories, type StoriesModule } from "./story-tests";

testStories(import.meta.glob<StoriesModule>("../packages/portal/src/**/*.stories.tsx", { eager: true }));
