import { PortalProviders, setLanguage } from '@portal/platform';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker, Form, TimePicker, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { createRef, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeferredDatePicker, DeferredTimePicker } from './deferred-picker';

const day = dayjs('2031-03-14');
const time = dayjs('2031-03-14T09:15');

/** The four pickers of the request form, drawn with `Date` and `Time`, in a form that may be disabled. */
function Pickers({ Date, Time, disabled, form }: { Date: typeof DatePicker; Time: typeof TimePicker; disabled?: boolean; form?: React.Ref<FormInstance> }) {
  const [instance] = Form.useForm();
  if (form && typeof form === 'object') (form as React.RefObject<FormInstance>).current = instance;
  return (
    <Form form={instance} name="send-request" layout="vertical" disabled={disabled} initialValues={{ end_date: day, departure_time: time }}>
      <Form.Item name="start_date" label="Startdatum" rules={[{ required: true, message: 'Välj ett startdatum.' }]}>
        <Date style={{ width: '100%' }} placeholder="Välj datum" />
      </Form.Item>
      <Form.Item name="end_date" label="Slutdatum" rules={[{ required: true, message: 'Välj ett slutdatum.' }]}>
        <Date style={{ width: '100%' }} placeholder="Välj datum" />
      </Form.Item>
      <Form.Item name="arrival_time" label="Ankomsttid" rules={[{ required: true, message: 'Välj en ankomsttid.' }]}>
        <Time style={{ width: '100%' }} format="HH:mm" minuteStep={15} needConfirm={false} showNow={false} placeholder="Välj tid" />
      </Form.Item>
      <Form.Item name="departure_time" label="Avresetid">
        <Time style={{ width: '100%' }} format="HH:mm" placeholder="Välj tid" />
      </Form.Item>
    </Form>
  );
}

const Deferred = { Date: DeferredDatePicker as unknown as typeof DatePicker, Time: DeferredTimePicker as unknown as typeof TimePicker };
const Antd = { Date: DatePicker, Time: TimePicker };

/**
 * The form's HTML with each element's classes in order and the per-provider CSS variable class
 * named alike. The stand-in's field is read-only (nothing typed is lost before the real picker is
 * there), the one difference, checked on its own.
 */
function html(container: HTMLElement): string {
  const copy = container.querySelector('form')!.cloneNode(true) as HTMLElement;
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    element.removeAttribute('readonly');
    const classes = element.getAttribute('class');
    if (classes !== null) element.setAttribute('class', classes.replace(/css-var-\S+/g, 'css-var').split(/\s+/).filter(Boolean).sort().join(' '));
    // The order of attributes is no part of the page's look or meaning.
    const attributes = Array.from(element.attributes).sort((a, b) => a.name.localeCompare(b.name));
    for (const attribute of attributes) element.removeAttribute(attribute.name);
    for (const attribute of attributes) element.setAttribute(attribute.name, attribute.value);
  }
  return copy.outerHTML;
}

/** antd shows a field's messages after a debounce and animates them in: done when the form stays the same for 800 ms (a message leaving ends at its motion deadline in jsdom). */
async function settle(container: HTMLElement) {
  let last = '';
  let still = 0;
  for (let waited = 0; waited < 8_000 && still < 8; waited += 100) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    const now = html(container);
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

/** The HTML of the pickers closed, after a check of the empty form, and in a disabled form. */
async function stepsOf(components: typeof Antd): Promise<string[]> {
  const steps: string[] = [];
  const form = createRef<FormInstance>();
  const first = render(
    <PortalProviders>
      <Pickers {...components} form={form} />
    </PortalProviders>,
  );
  await settle(first.container);
  steps.push(html(first.container));
  await act(async () => {
    await form.current!.validateFields().catch(() => undefined);
  });
  await settle(first.container);
  steps.push(html(first.container));
  first.unmount();
  const disabled = render(
    <PortalProviders>
      <Pickers {...components} disabled />
    </PortalProviders>,
  );
  await settle(disabled.container);
  steps.push(html(disabled.container));
  disabled.unmount();
  return steps;
}

describe('DeferredDatePicker and DeferredTimePicker', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('sv'));

  it("draw, before they are used, what antd's closed pickers draw: empty, with a value, with a message, disabled", async () => {
    const antd = await stepsOf(Antd);
    const deferred = await stepsOf(Deferred);
    expect(antd[0]).toContain('2031-03-14');
    expect(antd[0]).toContain('09:15');
    expect(antd[1]).toContain('Välj ett startdatum.');
    expect(antd[2]).toContain('ant-picker-disabled');
    for (const [index, step] of deferred.entries()) expect(step, `step ${index + 1}`).toBe(antd[index]);
  });

  it("give way to antd's picker when pointed at, keeping the value", async () => {
    render(
      <PortalProviders>
        <Pickers {...Deferred} />
      </PortalProviders>,
    );
    const end = screen.getByLabelText('Slutdatum');
    expect(end).toHaveAttribute('readonly');
    fireEvent.pointerEnter(end.closest('.ant-picker')!);
    await waitFor(() => expect(screen.getByLabelText('Slutdatum')).not.toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Slutdatum')).toHaveValue('2031-03-14');
    // The picker's code is here now: every other picker is the real one from the start.
    expect(screen.getByLabelText('Ankomsttid')).not.toHaveAttribute('readonly');
  });

  it('hand the focus to the real picker when focused first (keyboard)', async () => {
    // A fresh page: the real pickers are already fetched in this test file, so draw the stand-in's
    // focus hand-over through a new module instance.
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./deferred-picker');
    render(
      <PortalProviders>
        <Form name="send-request">
          <Form.Item name="start_date" label="Startdatum">
            <fresh.DeferredDatePicker placeholder="Välj datum" />
          </Form.Item>
        </Form>
      </PortalProviders>,
    );
    const standIn = screen.getByLabelText('Startdatum');
    expect(standIn).toHaveAttribute('readonly');
    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByLabelText('Startdatum')).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Startdatum')));
  });

  it("takes the focus through its ref, as antd's picker does (a failed send focuses the first field with a message)", async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./deferred-picker');
    const ref = createRef<{ focus: () => void; blur: () => void; nativeElement: HTMLDivElement }>();
    render(
      <PortalProviders>
        <fresh.DeferredDatePicker ref={ref} id="start" placeholder="Välj datum" />
      </PortalProviders>,
    );
    expect(ref.current!.nativeElement).toHaveClass('ant-picker');
    act(() => ref.current!.focus());
    await waitFor(() => expect(document.getElementById('start')).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('start')));
  });

  it('clears a value with its × before the real picker is there', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const fresh = await import('./deferred-picker');
    const form = createRef<FormInstance>();
    function One(): ReactNode {
      const [instance] = Form.useForm();
      (form as React.RefObject<FormInstance>).current = instance;
      return (
        <Form form={instance} name="send-request" initialValues={{ end_date: day }}>
          <Form.Item name="end_date" label="Slutdatum">
            <fresh.DeferredDatePicker placeholder="Välj datum" />
          </Form.Item>
        </Form>
      );
    }
    render(
      <PortalProviders>
        <One />
      </PortalProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rensa', hidden: true }));
    expect(form.current!.getFieldValue('end_date')).toBeNull();
  });
});
