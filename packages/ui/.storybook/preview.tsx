import { DEFAULT_LANGUAGE, PortalProviders, isLanguage, setLanguage } from '@portal/platform';
import type { Preview } from '@storybook/react';
import { MemoryRouter } from 'react-router';

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Språk i gränssnittet / interface language',
      toolbar: {
        title: 'Språk',
        icon: 'globe',
        items: [
          { value: 'sv', title: 'Svenska' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // SPEC §1: Swedish unless asked otherwise.
  initialGlobals: { language: DEFAULT_LANGUAGE },
  // Runs before every render, also after the toolbar changes the language, and outside React's
  // render phase, so the providers' language atom is not updated while React renders.
  beforeEach: ({ globals }) => {
    setLanguage(isLanguage(globals.language) ? globals.language : DEFAULT_LANGUAGE);
  },
  decorators: [
    // What every page of the portal runs inside; ButtonLink needs a router.
    (Story) => (
      <PortalProviders>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </PortalProviders>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { date: /date$/i } },
  },
};

export default preview;
