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
  args: { kind: 'unavailable', onRetry: fn() },
  argTypes: { kind: { control: 'inline-radio', options: ['unavailable', 'crashed'] } },
} satisfies Meta<typeof RemoteErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook's viewport for a phone: the width the portal is checked at (iPhone 12–15). */
const phoneViewport = {
  parameters: { viewport: { options: { phone390: { name: 'Telefon 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** A part of the portal did not load (its server is down or its deployment is half done). */
export const ModuleUnavailable: Story = {};

/** The page loaded, then failed while being shown: said as such, with a button that shows it again. */
export const PageCrashed: Story = { args: { kind: 'crashed' } };

/** The crash on a phone (390 px): the texts wrap, the button stays in reach. */
export const PageCrashedNarrow: Story = { ...phoneViewport, args: { kind: 'crashed' } };

/** A part that did not load, on a phone (390 px). */
export const ModuleUnavailableNarrow: Story = { ...phoneViewport };

/** "Try again" loads the part again; here the second attempt succeeds and the leads page is back. */
export const RetrySucceeds: Story = {
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    const [failed, setFailed] = useState(true);
    if (!failed) return <Result status="success" title={t('leads.title')} subTitle={t('leads.subtitle')} />;
    const handleRetry = () => {
      args.onRetry();
      setFailed(false);
    };
    return <RemoteErrorFallback {...args} onRetry={handleRetry} />;
  },
};
