import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aProduct, aProductSaved } from '../../testing/product-fixture';
import { AddProductPage } from './add-product-page';

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/** Opens a select by its label and clicks an option in its own dropdown. */
async function choose(user: UserEvent, label: string, option: string) {
  const combobox = screen.getByLabelText(label);
  await user.click(combobox);
  const dropdown = await waitFor(() => {
    const popup = document.getElementById(combobox.getAttribute('aria-controls') ?? '')?.closest<HTMLElement>('.ant-select-dropdown');
    if (!popup) throw new Error(`no dropdown for ${label}`);
    return popup;
  });
  await user.click(await within(dropdown).findByTitle(option));
}

async function typeAmount(user: UserEvent, label: string, kronor: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, kronor);
}

const fieldOf = (label: string) => screen.getByLabelText(label).closest<HTMLElement>('.ant-form-item')!;
const posts = (requests: RecordedRequest[]) => requests.filter((request) => request.method === 'POST');

describe('AddProductPage', () => {
  it('says in Swedish what is missing and sends nothing', async () => {
    setLanguage('sv');
    const requests = mockApi({});
    const user = setupUser();
    renderWithPortal(<AddProductPage />, '/add-product');

    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Fyll i det här fältet.')).toBeInTheDocument();
    expect(screen.getByText('Välj en produktfamilj.')).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('asks for courses only for a meal, refuses more than 20 without changing it, and sends prices in öre', async () => {
    setLanguage('en');
    const requests = mockApi({
      'POST /products': (request) => json(201, aProductSaved(aProduct({ id: 12, ...(request.body as object) }), { en: 'Product created', sw: 'Produkten har skapats' })),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddProductPage />, '/add-product');

    await user.type(screen.getByLabelText('Name'), '  Three-course dinner ');
    expect(screen.queryByLabelText('Number of courses')).not.toBeInTheDocument();
    await choose(user, 'Product family', 'Meal');
    await user.type(await screen.findByLabelText('Number of courses'), '25');
    await typeAmount(user, 'Price per person', '450,50');
    await typeAmount(user, 'Minimum price', '9000');
    await user.click(screen.getByLabelText('Active'));
    await user.click(screen.getByLabelText('Description'));
    await user.paste('Starter, main course and dessert.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // 25 courses are refused next to the field, as typed: nothing is changed behind the user's back.
    expect(await screen.findByText('Enter a value from 1 to 20.')).toBeInTheDocument();
    expect(screen.getByLabelText('Number of courses')).toHaveValue('25');
    expect(posts(requests)).toHaveLength(0);
    await user.clear(screen.getByLabelText('Number of courses'));
    await user.type(screen.getByLabelText('Number of courses'), '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toEqual({
      name: 'Three-course dinner',
      family: 'meal',
      active: false,
      price_per_person: 45_050,
      minimum_price: 900_000,
      start_price: 0,
      number_of_courses: 20,
      description: 'Starter, main course and dessert.',
    });
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('puts the server’s field errors next to their fields, in the current language, keeping what was typed', async () => {
    setLanguage('sv');
    mockApi({
      'POST /products': () =>
        json(422, {
          message: 'Error validation',
          errors: { name: [{ en: 'The name has already been taken.', sw: 'Namnet används redan.' }] },
        }),
    });
    const user = setupUser();
    const { router } = renderWithPortal(<AddProductPage />, '/add-product');

    await user.type(screen.getByLabelText('Namn'), 'Heldag');
    await choose(user, 'Produktfamilj', 'Konferens');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await within(fieldOf('Namn')).findByText('Namnet används redan.')).toBeInTheDocument();
    expect(screen.getByLabelText('Namn')).toHaveValue('Heldag');
    expect(router.state.location.pathname).toBe('/add-product');
  });
});
