import { setProjectAnnotations } from '@storybook/react';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';

// Every story renders in the same providers, router and language as in Storybook (the preview's
// decorator and beforeEach). Set when this file is imported, before the test file's composeStories
// calls, which take the annotations at that moment.
setProjectAnnotations(preview);

/** A stories file as `composeStories` gives it: each story runs with the preview's providers. */
type ComposedStories = Record<string, { run: () => Promise<unknown> }>;

/** One test per story of each file: it renders, shows something, and logs no error (React warnings included). */
export function describeEveryStory(storyFiles: Record<string, ComposedStories>) {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    consoleError.mockRestore();
    // A story is mounted by Storybook's renderer, not Testing Library's, so nothing unmounts it:
    // its canvas goes here, or the next test file sharing the page (isolate: false) would find it.
    document.body.replaceChildren();
  });

  describe.each(Object.entries(storyFiles))('%s stories', (_file, stories) => {
    it.each(Object.entries(stories))('%s renders without errors', async (_name, Story) => {
      await Story.run();
      // A part fetched when shown (a list's failure message, issue 9) arrives a moment later.
      await waitFor(() => expect(document.body.textContent).not.toBe(''));
      // React warnings (keys, act, invalid props) and failed renders all go through console.error.
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
}
