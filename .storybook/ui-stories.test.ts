import { testStories, type StoriesModule } from "./story-tests";

testStories(import.meta.glob<StoriesModule>("../packages/ui/src/**/*.stories.tsx", { eager: true }));
