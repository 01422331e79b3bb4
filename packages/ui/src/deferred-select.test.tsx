import { PortalProviders, setLanguage } from '@portal/platform';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Select, type FormInstance, type RefSelectProps } from 'antd';
import { createRef, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './deferred-select';

const regions = [
  { value: 1, label: 'Skåne' },
  { value: 2, label: 'Stockholm' },
];
const cities = [
  { value: 10, label: 'Lund' },
  { value: 11, label: 'Malmö' },
];
const placeholderStyle = { placeholder: { color: 'rgba(0, 0, 0, 0.65)' } };

/**
 * The request form's two selects (region, city: searchable, not virtual, a styled placeholder) and
 * two more (a small filled one without search, one with a value to clear), drawn with `S`, in a
 * form that may be disabled, while the lists may be loading.
 */
function Selects({ S, disabled, loading, form }: { S: typeof Select; disabled?: boolean; loading?: boolean; form?: React.Ref<FormInstance> }) {
  const [instance] = Form.useForm();
  if (form && typeof form === 'object') (form as React.RefObject<FormInstance>).current = instance;
  return (
    <Form form={instance} name="send-request" layout="vertical" disabled={disabled} initialValues={{ city_id: 10, size: 'l', kind: 7 }}>
      <Form.Item name="region_id" label="Region" rules={[{ required: true, message: 'Välj en region.' }]}>
        <S
          styles={placeholderStyle}
          placeholder="Välj region"
          loading={loading}
          virtual={false}
          showSearch={{ optionFilterProp: 'label' }}
          options={regions}
        />
      </Form.Item>
      <Form.Item name="city_id" label="Ort" rules={[{ required: true, message: 'Välj en ort.' }]}>
        <S styles={placeholderStyle} placeholder="Välj ort" loading={loading} virtual={false} showSearch={{ optionFilterProp: 'label' }} options={cities} />
      </Form.Item>
      <Form.Item name="furnishing" label="Möblering" rules={[{ required: true, message: 'Välj en möblering.' }]}>
        <S placeholder="Välj möblering" size="small" variant="filled" options={[{ value: 'u', label: 'U-bord' }]} />
      </Form.Item>
      <Form.Item name="size" label="Storlek" hasFeedback>
        <S placeholder="Välj storlek" size="large" allowClear options={[{ value: 'l', label: 'Stor', title: 'Stor sal' }]} />
      </Form.Item>
      {/* A value not (yet) among the options shows itself. */}
      <Form.Item name="kind" label="Typ">
        <S placeholder="Välj typ" options={[]} />
      </Form.Item>
    </Form>
  );
}

const Deferred = DeferredSelect as unknown as typeof Select;

/**
 * The form's HTML with each element's classes in order and the per-provider CSS variable class
 * named alike. The stand-in's field is read-only (nothing typed is lost before the real select is
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

/** The HTML of the selects closed, after a check of the empty form, in a disabled form and while loading. */
async function stepsOf(S: typeof Select): Promise<string[]> {
  const steps: string[] = [];
  const form = createRef<FormInstance>();
  const first = render(
    <PortalProviders>
      <Selects S={S} form={form} />
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
  for (const props of [{ disabled: true }, { loading: true }]) {
    const other = render(
      <PortalProviders>
        <Selects S={S} {...props} />
      </PortalProviders>,
    );
    await settle(other.container);
    steps.push(html(other.container));
    other.unmount();
  }
  return steps;
}

/** A fresh page: a new instance of the module, whose select is not fetched yet. */
async function freshModule() {
  vi.resetModules();
  return import('./deferred-select');
}

describe('DeferredSelect', { timeout: 90_000 }, () => {
  beforeEach(() => setLanguage('sv'));

  it("registers antd's select styles without antd's select (the first test: nothing has drawn antd's select yet)", async () => {
    render(
      <PortalProviders>
        <Selects S={Deferred} />
      </PortalProviders>,
    );
    await settle(document.body);
    expect(screen.getByLabelText('Region')).toHaveAttribute('readonly');
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    expect(css).toMatch(/\.ant-select-single/);
    expect(css).toMatch(/\.ant-select-placeholder/);
  });

  it("draws, before it is used, what antd's closed select draws: empty, with a value, with a message, disabled, loading", async () => {
    const antd = await stepsOf(Select);
    const deferred = await stepsOf(Deferred);
    expect(antd[0]).toContain('Välj region');
    expect(antd[0]).toContain('Lund');
    expect(antd[0]).toContain('ant-select-show-search');
    expect(antd[0]).toContain('ant-select-clear');
    expect(antd[1]).toContain('Välj en region.');
    expect(antd[1]).toContain('ant-select-status-error');
    expect(antd[2]).toContain('ant-select-disabled');
    expect(antd[3]).toContain('anticon-loading');
    for (const [index, step] of deferred.entries()) expect(step, `step ${index + 1}`).toBe(antd[index]);
  });

  it("gives way to antd's select when pointed at, keeping the value", async () => {
    const fresh = await freshModule();
    render(
      <PortalProviders>
        <Selects S={fresh.DeferredSelect as unknown as typeof Select} />
      </PortalProviders>,
    );
    const city = screen.getByLabelText('Ort');
    expect(city).toHaveAttribute('readonly');
    fireEvent.pointerEnter(city.closest('.ant-select')!);
    // antd's searchable select has a field to type into.
    await waitFor(() => expect(screen.getByLabelText('Ort')).not.toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Ort').closest('.ant-select')).toHaveTextContent('Lund');
    // The select's code is here now: every other select is the real one from the start.
    expect(screen.getByLabelText('Region')).not.toHaveAttribute('readonly');
  });

  it('hands the focus to the real select when focused first (keyboard), and its choice reaches the form', async () => {
    const fresh = await freshModule();
    const form = createRef<FormInstance>();
    const onChange = vi.fn();
    function One(): ReactNode {
      const [instance] = Form.useForm();
      (form as React.RefObject<FormInstance>).current = instance;
      return (
        <Form form={instance} name="send-request">
          <Form.Item name="region_id" label="Region">
            <fresh.DeferredSelect placeholder="Välj region" virtual={false} showSearch={{ optionFilterProp: 'label' }} options={regions} onChange={onChange} />
          </Form.Item>
        </Form>
      );
    }
    render(
      <PortalProviders>
        <One />
      </PortalProviders>,
    );
    const standIn = screen.getByLabelText('Region');
    expect(standIn).toHaveAttribute('readonly');
    expect(standIn).toHaveAttribute('role', 'combobox');
    act(() => standIn.focus());
    await waitFor(() => expect(screen.getByLabelText('Region')).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Region')));
    // Choose Stockholm from the keyboard: open, down to the second option, Enter.
    const input = screen.getByLabelText('Region');
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(input, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(form.current!.getFieldValue('region_id')).toBe(2));
    expect(onChange).toHaveBeenCalledWith(2, expect.objectContaining({ label: 'Stockholm' }));
  });

  it('opens the real select when the stand-in was clicked before it came', async () => {
    const fresh = await freshModule();
    render(
      <PortalProviders>
        <fresh.DeferredSelect id="region" placeholder="Välj region" virtual={false} options={regions} />
      </PortalProviders>,
    );
    const standIn = document.getElementById('region')!;
    const root = standIn.closest('.ant-select')!;
    fireEvent.pointerDown(root);
    act(() => standIn.focus());
    fireEvent.click(root);
    await waitFor(() => expect(document.getElementById('region')).toHaveAttribute('aria-expanded', 'true'));
    expect(document.activeElement).toBe(document.getElementById('region'));
    expect(await screen.findByText('Stockholm')).toBeInTheDocument();
  });

  it("takes the focus through its ref, as antd's select does (a failed send focuses the first field with a message)", async () => {
    const fresh = await freshModule();
    const ref = createRef<RefSelectProps>();
    render(
      <PortalProviders>
        <fresh.DeferredSelect ref={ref} id="region" placeholder="Välj region" showSearch options={regions} />
      </PortalProviders>,
    );
    expect(ref.current!.nativeElement).toHaveClass('ant-select');
    act(() => ref.current!.focus());
    await waitFor(() => expect(document.getElementById('region')).not.toHaveAttribute('readonly'));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('region')));
    // The real select's handle is there now.
    expect(ref.current!.nativeElement).toHaveClass('ant-select-focused');
  });

  it('does not send the form when Enter is pressed in the stand-in', async () => {
    const fresh = await freshModule();
    const onFinish = vi.fn();
    render(
      <PortalProviders>
        <Form name="send-request" onFinish={onFinish}>
          <Form.Item name="region_id" label="Region">
            <fresh.DeferredSelect placeholder="Välj region" options={regions} />
          </Form.Item>
        </Form>
      </PortalProviders>,
    );
    const standIn = screen.getByLabelText('Region');
    const event = fireEvent.keyDown(standIn, { key: 'Enter' });
    expect(event).toBe(false);
  });
});
