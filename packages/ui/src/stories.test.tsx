import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { describeEveryStory } from './testing';
import * as buttonLinkStories from './button-link.stories';
import * as dataTableStories from './data-table.stories';
import * as imageUploadStories from './image-upload.stories';
import * as moneyInputStories from './money-input.stories';
import * as numberInputStories from './number-input.stories';
import * as pageFrameStories from './page-frame.stories';
import * as recordFormStories from './record-form.stories';
import * as recordSelectStories from './record-select.stories';
import * as remoteErrorFallbackStories from './remote-error-fallback.stories';
import * as statusTagStories from './status-tag.stories';

// A new *.stories.tsx file belongs in this list (the quote response form's are in @portal/venue-answers).
const storyFiles = {
  'button-link': composeStories(buttonLinkStories),
  'data-table': composeStories(dataTableStories),
  'image-upload': composeStories(imageUploadStories),
  'money-input': composeStories(moneyInputStories),
  'number-input': composeStories(numberInputStories),
  'page-frame': composeStories(pageFrameStories),
  'record-form': composeStories(recordFormStories),
  'record-select': composeStories(recordSelectStories),
  'remote-error-fallback': composeStories(remoteErrorFallbackStories),
  'status-tag': composeStories(statusTagStories),
};

describeEveryStory(storyFiles);

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
