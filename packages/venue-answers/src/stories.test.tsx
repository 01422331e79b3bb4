import { composeStories } from '@storybook/react';
import { describeEveryStory } from '@portal/ui/testing';
import * as quoteResponseFormStories from './quote-response/quote-response-form.stories';

// A new *.stories.tsx file belongs in this list; Storybook itself is @portal/ui's (its main.ts lists this package's stories too).
describeEveryStory({
  'quote-response-form': composeStories(quoteResponseFormStories),
});
