import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx', '../../venue-answers/src/**/*.stories.tsx'],
  // The rsbuild config (pluginReact, …) is ../rsbuild.config.ts, which the builder reads by default.
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  // Storybook's own "get started" checklist only clutters a catalogue of the portal's components.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
};

export default config;
