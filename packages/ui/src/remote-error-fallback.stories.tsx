import type { Meta, StoryObj } from '@storybook/react';
import { Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fn } from 'storybook/test';
import { RemoteErrorFallback } from './remote-error-fallback';
import { DEMO_NS } from './story-data/demo-texts';

const meta = {
  title: 'UI/RemoteErrorFallback',
  component: RemoteErrorFallback,
  args: { name: 'mf-leads', onRetry: fn() },
  argTypes: { name: { control: 'select', options: ['mf-leads', 'mf-public'] } },
} satisfies Meta<typeof RemoteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The leads module did not load (its server is down or its deployment is half done). */
export const LeadsModuleUnavailable: Story = {};

/** The public pages' module did not load. */
export const PublicModuleUnavailable: Story = { args: { name: 'mf-public' } };

/** "Try again" loads the module again; here the second attempt succeeds. */
export const RetrySucceeds: Story = {
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    const [failed, setFailed] = useState(true);
    if (!failed) return <Result status="success" title={t('remote.loaded', { name: args.name })} />;
    const handleRetry = () => {
      args.onRetry();
      setFailed(false);
    };
    return <RemoteErrorFallback {...args} onRetry={handleRetry} />;
  },
};
