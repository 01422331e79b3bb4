import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { PortalProviders, setLanguage } from '@portal/platform';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../i18n';
import { EmailField, useEmailRules } from './email-field';
import { PlainField, PlainForm, usePlainForm } from './plain-form';

/** The login form as it was written with antd's Form: what the plain form must draw. */
function AntdLoginForm() {
  const { t } = useTranslation('shell');
  return (
    <Form layout="vertical" requiredMark={false} noValidate>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, message: t('validation.required') },
          { type: 'email', message: t('validation.email') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('validation.required') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block>
        {t('login.submit')}
      </Button>
    </Form>
  );
}

/** The same with the plain form (no autofocus here: the reference has none). */
function PlainLoginForm() {
  const { t } = useTranslation('shell');
  const form = usePlainForm({ email: useEmailRules(), password: [{ required: true, message: () => t('validation.required') }] });
  return (
    <PlainForm onSubmit={() => form.validate()}>
      <PlainField form={form} name="email" label={t('login.email')}>
        <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" />
      </PlainField>
      <PlainField form={form} name="password" label={t('login.password')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </PlainField>
      <Button type="primary" htmlType="submit" block>
        {t('login.submit')}
      </Button>
    </PlainForm>
  );
}

/**
 * The form's HTML with each element's classes in order and the per-provider CSS variable class
 * named alike; what each field holds is compared as its value, not as a `value` attribute (React
 * writes that attribute for a field that starts empty-but-controlled, not for antd's, which starts
 * undefined).
 */
function html(container: HTMLElement): string {
  const form = container.querySelector('form')!;
  const values = Array.from(form.querySelectorAll('input'), (input) => `${input.id}=${input.value}`).join('&');
  const copy = form.cloneNode(true) as HTMLElement;
  for (const input of copy.querySelectorAll('input')) input.removeAttribute('value');
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const classes = element.getAttribute('class');
    if (classes !== null) element.setAttribute('class', classes.replace(/css-var-\S+/g, 'css-var').split(/\s+/).filter(Boolean).sort().join(' '));
  }
  return `${values}\n${copy.outerHTML}`;
}

/** Draws `Component`, takes it through the same steps and returns its HTML after each. */
async function stepsOf(Component: () => React.ReactNode): Promise<string[]> {
  const { container, unmount } = render(
    <PortalProviders>
      <Component />
    </PortalProviders>,
  );
  // antd shows a field's messages a moment after its check (a debounce in a timer) and animates
  // them in: a step is done when the form has stayed the same for 800 ms (at most 8 s; a message leaving ends at its motion deadline in jsdom).
  const settle = async () => {
    let last = '';
    let still = 0;
    for (let waited = 0; waited < 8_000 && still < 8; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = html(container);
      still = now === last ? still + 1 : 0;
      last = now;
    }
  };
  const steps: string[] = [];
  await settle();
  steps.push(html(container));
  fireEvent.submit(container.querySelector('form')!);
  await settle();
  steps.push(html(container));
  fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'nope' } });
  await settle();
  steps.push(html(container));
  fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@foretag.se' } });
  fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: 'hemligt' } });
  await settle();
  steps.push(html(container));
  unmount();
  return steps;
}

describe('PlainForm', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('sv'));

  it("draws what antd's Form draws: empty, sent empty, a wrong address, filled in", async () => {
    const antd = await stepsOf(AntdLoginForm);
    const plain = await stepsOf(PlainLoginForm);
    expect(antd[1]).toContain('Fyll i det här fältet.');
    expect(antd[2]).toContain('giltig e-postadress');
    for (const [index, step] of plain.entries()) expect(step, `step ${index + 1}`).toBe(antd[index]);
  });

  it('shows its messages in the language switched to', async () => {
    function Email() {
      const form = usePlainForm({ email: useEmailRules() });
      return (
        <PlainForm onSubmit={() => form.validate()}>
          <EmailField form={form} autoComplete="email" />
          <button type="submit">OK</button>
        </PlainForm>
      );
    }
    render(
      <PortalProviders>
        <Email />
      </PortalProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true');
    act(() => setLanguage('en'));
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
  });
});
