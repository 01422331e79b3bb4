import { applyFieldErrors, PortalProviders, setLanguage, useErrorsFollowLanguage } from '@portal/platform';
import { ApiError } from '@portal/api-client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input, Radio, Switch, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LightField, LightForm, useLightForm } from './light-form';
import { NumberInput } from './number-input';
import { useFormRules } from './use-form-rules';

interface Values {
  name?: string;
  email?: string;
  kind?: string;
  people?: number | null;
  rooms?: number | null;
  shared?: boolean;
}

/** The rules of the example form: required text, an email, a choice, numbers that depend on each other. */
function useRules(): Record<keyof Values, FormRule[]> {
  const common = useFormRules();
  return {
    name: [common.required, common.maxLength(5)],
    email: [common.required, ...common.email],
    kind: [common.choose],
    people: [common.number({ min: 1, max: 100, integer: true, required: true })],
    rooms: [
      common.number({ min: 0, max: 100, integer: true }),
      ({ getFieldValue }) => ({
        validator: async (_, value: number | null | undefined) => {
          const people = getFieldValue('people') as number | null | undefined;
          if (typeof value === 'number' && typeof people === 'number' && value > people) throw new Error('More rooms than people');
        },
      }),
    ],
    shared: [],
  };
}

const KINDS = [
  { value: 'day', label: 'Dag' },
  { value: 'overnight', label: 'Övernattning' },
];

/** The example written with antd's Form: what the light form must draw. */
function AntdExample({ onFinish }: { onFinish: (values: Values) => void }) {
  const rules = useRules();
  return (
    <Form<Values> name="example" layout="vertical" noValidate onFinish={onFinish} initialValues={{ shared: false }}>
      <Form.Item name="name" label="Namn" rules={rules.name}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="E-post" rules={rules.email} extra="Vi svarar hit.">
        <Input type="email" />
      </Form.Item>
      <Form.Item name="kind" label="Typ" rules={rules.kind}>
        <Radio.Group aria-label="Typ" options={KINDS} />
      </Form.Item>
      <Form.Item name="people" label="Personer" rules={rules.people}>
        <NumberInput integer />
      </Form.Item>
      <Form.Item name="rooms" label="Rum" rules={rules.rooms} dependencies={['people']}>
        <NumberInput integer />
      </Form.Item>
      <Form.Item name="shared" label="Delar rum" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item extra="Skickas till oss.">
        <Button type="primary" htmlType="submit">
          Skicka
        </Button>
      </Form.Item>
    </Form>
  );
}

/** The same with the light form. */
function LightExample({ onFinish }: { onFinish: (values: Values) => void }) {
  const rules = useRules();
  const form = useLightForm<Values>({ name: 'example', initialValues: { shared: false } });
  return (
    <LightForm<Values> form={form} onFinish={onFinish}>
      <LightField form={form} name="name" label="Namn" rules={rules.name}>
        <Input />
      </LightField>
      <LightField form={form} name="email" label="E-post" rules={rules.email} extra="Vi svarar hit.">
        <Input type="email" />
      </LightField>
      <LightField form={form} name="kind" label="Typ" rules={rules.kind}>
        <Radio.Group aria-label="Typ" options={KINDS} />
      </LightField>
      <LightField form={form} name="people" label="Personer" rules={rules.people}>
        <NumberInput integer />
      </LightField>
      <LightField form={form} name="rooms" label="Rum" rules={rules.rooms} dependencies={['people']}>
        <NumberInput integer />
      </LightField>
      <LightField form={form} name="shared" label="Delar rum" valuePropName="checked">
        <Switch />
      </LightField>
      <LightField form={form} extra="Skickas till oss.">
        <Button type="primary" htmlType="submit">
          Skicka
        </Button>
      </LightField>
    </LightForm>
  );
}

/**
 * The form's HTML with each element's classes in order and the per-provider CSS variable class
 * named alike; what each field holds is compared as its value (see plain-form.test.tsx in the shell).
 */
function html(container: HTMLElement): string {
  const form = container.querySelector('form')!;
  const values = Array.from(form.querySelectorAll('input'), (input) => `${input.id}=${input.type === 'radio' || input.role === 'switch' ? String(input.checked) : input.value}`).join('&');
  const copy = form.cloneNode(true) as HTMLElement;
  for (const input of copy.querySelectorAll('input')) input.removeAttribute('value');
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    const classes = element.getAttribute('class');
    if (classes !== null) element.setAttribute('class', classes.replace(/css-var-\S+/g, 'css-var').split(/\s+/).filter(Boolean).sort().join(' '));
    // antd's Form.Item keeps the style attribute of an item's error list while it animates.
    if (element.getAttribute('style') === '') element.removeAttribute('style');
  }
  return `${values}\n${copy.outerHTML}`;
}

/** Draws `Example`, takes it through the same steps and returns its HTML after each, and what was sent. */
async function stepsOf(Example: (props: { onFinish: (values: Values) => void }) => ReactNode) {
  const onFinish = vi.fn();
  const { container, unmount } = render(
    <PortalProviders>
      <Example onFinish={onFinish} />
    </PortalProviders>,
  );
  // antd shows a field's messages a moment after its check and animates them in and out (a
  // message leaving ends at its motion's deadline in jsdom): a step is done when the form has
  // stayed the same for 800 ms (at most 8 s).
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
  const step = async (what: () => void) => {
    what();
    await settle();
    steps.push(html(container));
  };
  await step(() => undefined);
  await step(() => fireEvent.submit(container.querySelector('form')!));
  await step(() => fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Annabella' } }));
  await step(() => fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'nope' } }));
  await step(() => fireEvent.click(screen.getByLabelText('Övernattning')));
  await step(() => fireEvent.change(screen.getByLabelText('Rum'), { target: { value: '4' } }));
  await step(() => fireEvent.change(screen.getByLabelText('Personer'), { target: { value: '3' } }));
  await step(() => fireEvent.change(screen.getByLabelText('Personer'), { target: { value: '6' } }));
  await step(() => {
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@foretag.se' } });
    fireEvent.click(screen.getByRole('switch'));
  });
  await step(() => fireEvent.submit(container.querySelector('form')!));
  unmount();
  return { steps, sent: onFinish.mock.calls };
}

describe('LightForm', { timeout: 120_000 }, () => {
  beforeEach(() => setLanguage('sv'));

  it("draws what antd's Form draws and sends what it sends, step by step", async () => {
    const antd = await stepsOf(AntdExample);
    const light = await stepsOf(LightExample);
    expect(antd.steps[1]).toContain('Fyll i det här fältet.');
    expect(antd.steps[6]).toContain('More rooms than people');
    for (const [index, step] of light.steps.entries()) expect(step, `step ${index + 1}`).toBe(antd.steps[index]);
    expect(antd.sent).toEqual([[{ name: 'Anna', email: 'anna@foretag.se', kind: 'overnight', people: 6, rooms: 4, shared: true }]]);
    expect(light.sent).toEqual(antd.sent);
  });

  it('puts the first field with a message in the middle of the screen and gives it the focus', async () => {
    render(
      <PortalProviders>
        <LightExample onFinish={() => undefined} />
      </PortalProviders>,
    );
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Anna' } });
    fireEvent.submit(document.querySelector('form')!);
    await vi.waitFor(() => expect(screen.getByLabelText('E-post')).toHaveFocus());
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-post')).toHaveAttribute('aria-describedby', 'example_email_help example_email_extra');
  });

  it('keeps values set from code without checking them or reporting them as changed', async () => {
    const onValuesChange = vi.fn();
    let store: ReturnType<typeof useLightForm<Values>> | undefined;
    function Example() {
      const rules = useRules();
      const form = useLightForm<Values>({ name: 'example', onValuesChange });
      store = form;
      return (
        <LightForm<Values> form={form} onFinish={() => undefined}>
          <LightField form={form} name="name" label="Namn" rules={rules.name}>
            <Input />
          </LightField>
        </LightForm>
      );
    }
    render(
      <PortalProviders>
        <Example />
      </PortalProviders>,
    );
    await vi.waitFor(() => expect(store).toBeDefined());
    store!.setFields([{ name: 'name', value: 'Från koden' }]);
    await vi.waitFor(() => expect(screen.getByLabelText('Namn')).toHaveValue('Från koden'));
    expect(onValuesChange).not.toHaveBeenCalled();
    store!.setFields([{ name: 'name', errors: ['Servern säger nej'] }]);
    expect(await screen.findByText('Servern säger nej')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Namn'), { target: { value: 'Anna' } });
    expect(onValuesChange).toHaveBeenCalledWith({ name: 'Anna' }, { name: 'Anna' });
    await vi.waitFor(() => expect(screen.queryByText('Servern säger nej')).not.toBeInTheDocument());
  });

  it("shows its rules' and the server's messages in the language switched to", async () => {
    let store: ReturnType<typeof useLightForm<Values>> | undefined;
    function Example() {
      const rules = useRules();
      const form = useLightForm<Values>({ name: 'example' });
      useErrorsFollowLanguage(form);
      store = form;
      return (
        <LightForm<Values> form={form} onFinish={() => undefined}>
          <LightField form={form} name="name" label="Namn" rules={rules.name}>
            <Input />
          </LightField>
          <LightField form={form} name="email" label="E-post" rules={rules.email}>
            <Input />
          </LightField>
          <button type="submit">OK</button>
        </LightForm>
      );
    }
    render(
      <PortalProviders>
        <Example />
      </PortalProviders>,
    );
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'anna@foretag.se' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Fyll i det här fältet.')).toBeInTheDocument();
    const refusal = new ApiError({
      kind: 'validation',
      status: 422,
      statusText: 'Unprocessable Entity',
      message: 'Error validation',
      fieldErrors: { email: { en: 'The email is taken.', sw: 'E-postadressen används redan.' } },
    });
    act(() => void applyFieldErrors(store!, refusal, ['name', 'email'], 'sv'));
    expect(await screen.findByText('E-postadressen används redan.')).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(await screen.findByText('Fill in this field.')).toBeInTheDocument();
    expect(await screen.findByText('The email is taken.')).toBeInTheDocument();
  });
});
