import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aProduct, aProductSaved } from '../../testing/product-fixture';
import { EditProductPage } from './edit-product-page';

const dinner = aProduct({ id: 8, name: 'Trerättersmiddag', family: 'meal', number_of_courses: 3, price_per_person: 45_000, description: null });

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

const byMethod = (requests: RecordedRequest[], method: string) => requests.filter((request) => request.method === method);

function renderEdit(id = '8') {
  return renderWithPortal(<EditProductPage params={{ id }} />, `/edit-product-${id}`);
}

describe('EditProductPage', () => {
  it('shows the product’s values and saves the changes, then goes back to the list', async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /product/8': () => json(200, { data: dinner }),
      'PUT /product/8': (request) => json(200, aProductSaved({ ...dinner, ...(request.body as object) }, { en: 'Product updated', sw: 'Produkten har uppdaterats' })),
    });
    const user = setupUser();
    const { router } = renderEdit();

    expect(await screen.findByRole('heading', { name: 'Edit Trerättersmiddag' })).toBeInTheDocument();
    expect(document.title).toContain('Edit Trerättersmiddag');
    expect(screen.getByLabelText('Name')).toHaveValue('Trerättersmiddag');
    expect(screen.getByLabelText('Number of courses')).toHaveValue('3');
    // Money in the language's notation: 450.00 in English, 450,00 in Swedish.
    expect(screen.getByLabelText('Price per person')).toHaveValue('450.00');
    expect(screen.getByLabelText('Active')).toBeChecked();

    // No longer a meal: the courses go with it.
    await choose(user, 'Product family', 'Activity');
    await waitFor(() => expect(screen.queryByLabelText('Number of courses')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(byMethod(requests, 'PUT')).toHaveLength(1));
    expect(byMethod(requests, 'PUT')[0]!.body).toEqual({
      name: 'Trerättersmiddag',
      family: 'activity',
      active: true,
      price_per_person: 45_000,
      minimum_price: 1_000_000,
      start_price: 250_000,
      number_of_courses: null,
      description: null,
    });
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('deletes only after a confirmation, then goes back to the list', async () => {
    setLanguage('sv');
    const requests = mockApi({
      'GET /product/8': () => json(200, { data: dinner }),
      'DELETE /product/8': () => json(200, { message: { en: 'Product deleted', sw: 'Produkten har tagits bort' } }),
    });
    const user = setupUser();
    const { router } = renderEdit();
    await screen.findByDisplayValue('Trerättersmiddag');

    await user.click(screen.getByRole('button', { name: 'Ta bort' }));
    const confirmation = await screen.findByRole('tooltip');
    expect(within(confirmation).getByText('Ta bort produkten? Det går inte att ångra.')).toBeInTheDocument();
    expect(byMethod(requests, 'DELETE')).toHaveLength(0);

    await user.click(within(confirmation).getByRole('button', { name: 'Ta bort' }));

    expect(await screen.findByText('Produkten har tagits bort')).toBeInTheDocument();
    expect(byMethod(requests, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
  });

  it('keeps the product and says why when the server refuses to delete it (409 in use)', async () => {
    setLanguage('en');
    mockApi({
      'GET /product/8': () => json(200, { data: dinner }),
      'DELETE /product/8': () => json(409, { message: { en: 'The product is used by 2 quotes.', sw: 'Produkten används i 2 offerter.' } }),
    });
    const user = setupUser();
    const { router } = renderEdit();
    await screen.findByDisplayValue('Trerättersmiddag');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The product is used by 2 quotes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/edit-product-8');
    expect(screen.getByLabelText('Name')).toHaveValue('Trerättersmiddag');
  });

  it('says a product does not exist, with a way back to the list', async () => {
    setLanguage('en');
    mockApi({ 'GET /product/99': () => json(404, { message: { en: 'Product does not exist', sw: 'Produkten finns inte' } }) });
    renderEdit('99');

    expect(await screen.findByRole('heading', { name: 'This product does not exist' })).toBeInTheDocument();
    expect(screen.getByText(/There is no product number 99/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to products/ })).toHaveAttribute('href', '/products');
  });

  it('offers a retry when the product cannot be loaded', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /product/8': () => (fail ? json(500, { message: 'Server Error' }) : json(200, { data: dinner })) });
    const user = setupUser();
    renderEdit();

    expect(await screen.findByText('The information could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Trerättersmiddag')).toBeInTheDocument();
  });
});
