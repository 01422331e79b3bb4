// Test helpers of @portal/ui (`@portal/ui/testing`): vitest only, never application code.
export { describeEveryStory } from './testing/every-story';
