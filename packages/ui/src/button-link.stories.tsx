import { ArrowLeftOutlined } from '@ant-design/icons';
import { routeUrl } from '@portal/platform';
import type { Meta, StoryObj } from '@storybook/react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink, type ButtonLinkProps } from './button-link';
import { DEMO_NS } from './story-data/demo-texts';

/** Shows where the story's (in-memory) router is, so a click visibly navigates without a reload. */
function RouterLocation() {
  const { t } = useTranslation(DEMO_NS);
  const { pathname } = useLocation();
  return <Typography.Text type="secondary">{t('links.location', { path: pathname })}</Typography.Text>;
}

function Demo({ label, ...props }: ButtonLinkProps & { label: string }) {
  return (
    <Flex vertical gap={12} align="flex-start">
      <ButtonLink {...props}>{label}</ButtonLink>
      <RouterLocation />
    </Flex>
  );
}

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { to: routeUrl('leads') },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a page that leads elsewhere, e.g. "To the login" after a password is set. */
export const Primary: Story = {
  args: { to: routeUrl('login'), type: 'primary' },
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    return <Demo {...args} label={t('links.toLogin')} />;
  },
};

/** Back from a lead to the list, with an icon. */
export const BackWithIcon: Story = {
  args: { to: routeUrl('leads'), icon: <ArrowLeftOutlined aria-hidden /> },
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    return <Demo {...args} label={t('links.backToLeads')} />;
  },
};

/** A link-styled one to a lead's page (a legacy URL shape, `/convert-lead-id=1042`). */
export const ToALead: Story = {
  args: { to: routeUrl('lead', { id: 1042 }), type: 'link' },
  render: function Render(args) {
    const { t } = useTranslation(DEMO_NS);
    return <Demo {...args} label={t('links.openLead', { id: 1042 })} />;
  },
};
