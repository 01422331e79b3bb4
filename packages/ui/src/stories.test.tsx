import { composeStories, setProjectAnnotations } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as buttonLinkStories from './button-link.stories';
import * as dataTableStories from './data-table.stories';
import * as imageUploadStories from './image-upload.stories';
import * as moneyInputStories from './money-input.stories';
import * as numberInputStories from './number-input.stories';
import * as pageFrameStories from './page-frame.stories';
import * as quoteResponseFormStories from './quote-response/quote-response-form.stories';
import * as recordFormStories from './record-form.stories';
import * as recordSelectStories from './record-select.stories';
import * as remoteErrorFallbackStories from './remote-error-fallback.stories';
import * as statusTagStories from './status-tag.stories';

// Every story renders in the same providers, router and language as in Storybook (the preview's
// decorator and beforeEach). Set before any composeStories call, which takes them at that moment.
setProjectAnnotations(preview);

// A new *.stories.tsx file belongs in this list.
const storyFiles = {
  'button-link': composeStories(buttonLinkStories),
  'data-table': composeStories(dataTableStories),
  'image-upload': composeStories(imageUploadStories),
  'money-input': composeStories(moneyInputStories),
  'number-input': composeStories(numberInputStories),
  'page-frame': composeStories(pageFrameStories),
  'quote-response-form': composeStories(quoteResponseFormStories),
  'record-form': composeStories(recordFormStories),
  'record-select': composeStories(recordSelectStories),
  'remote-error-fallback': composeStories(remoteErrorFallbackStories),
  'status-tag': composeStories(statusTagStories),
};

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
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

describe('DataTable ServerPaged story', () => {
  const { ServerPaged } = composeStories(dataTableStories);

  it('shows the next page and the other order as the in-memory server answers them', async () => {
    await ServerPaged.run();
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(screen.getByText('1–10 av 23')).toBeInTheDocument();
    expect(within(table).getByText('Sara Lindqvist')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(screen.getByText('21–23 av 23')).toBeInTheDocument();
    expect(within(table).getByText('Karin Sjöberg')).toBeInTheDocument();
    expect(ServerPaged.args.onQueryChange).toHaveBeenLastCalledWith({ page: 3, perPage: 10, sort: 'submitted_at', order: 'desc' });

    // A new order starts again at page 1: the most participants first, after one click ascending.
    await userEvent.click(screen.getByRole('columnheader', { name: /Deltagare/ }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Deltagare/ }));
    expect(screen.getByText('1–10 av 23')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Annika Forsberg');
  });
});

describe('the language in the toolbar', () => {
  const { AllStatuses } = composeStories(statusTagStories);

  it('is Swedish by default and switches the texts to English', async () => {
    await AllStatuses.run();
    expect(screen.getByText('Vunnen')).toBeInTheDocument();
    await AllStatuses.run({ globals: { language: 'en' } });
    expect(screen.getByText('Won')).toBeInTheDocument();
    expect(screen.queryByText('Vunnen')).not.toBeInTheDocument();
  });
});
