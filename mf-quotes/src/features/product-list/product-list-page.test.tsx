import { setLanguage } from '@portal/platform';
import { json, mockApi, type RecordedRequest, renderWithPortal } from '@portal/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aProduct, aProductPage } from '../../testing/product-fixture';
import { ProductListPage } from './product-list-page';

const day = aProduct();
const dinner = aProduct({
  id: 8,
  name: 'Trerättersmiddag',
  family: 'meal',
  active: false,
  price_per_person: 45_000,
  minimum_price: 0,
  start_price: 0,
  number_of_courses: 3,
  created_at: '2031-03-05T09:00:00Z',
});

function setupUser() {
  // jsdom computes styles slowly against antd's CSS-in-JS; nothing here hides behind pointer-events.
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

function answerProducts(products = [day, dinner], total?: number) {
  return mockApi({
    'GET /products': (request) =>
      json(200, aProductPage(products, { page: Number(request.query.get('page')), perPage: Number(request.query.get('per_page')), total })),
  });
}

const queryOf = (request: RecordedRequest | undefined) => Object.fromEntries(request?.query ?? []);

describe('ProductListPage', () => {
  it('asks for the first page by name and shows the products with their prices in Swedish', async () => {
    setLanguage('sv');
    const requests = answerProducts();
    renderWithPortal(<ProductListPage />, '/products');

    const table = await screen.findByRole('table', { name: 'Produkter' });
    expect(await within(table).findByRole('link', { name: 'Konferensdag heldag' })).toHaveAttribute('href', '/edit-product-7');
    expect(within(table).getByText('Konferens')).toBeInTheDocument();
    expect(within(table).getByText('Måltid')).toBeInTheDocument();
    expect(within(table).getByText('Ja')).toBeInTheDocument();
    expect(within(table).getByText('Nej')).toBeInTheDocument();
    // 59 500 öre per person, 10 000 kr minimum, 2 500 kr start; sv-SE groups with a no-break space.
    expect(within(table).getByText(/^595,00\s*kr$/)).toBeInTheDocument();
    expect(within(table).getByText(/^10\s000,00\s*kr$/)).toBeInTheDocument();
    expect(within(table).getByText(/^2\s500,00\s*kr$/)).toBeInTheDocument();
    expect(within(table).getByText('1 feb 2031')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ny produkt/ })).toHaveAttribute('href', '/add-product');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'name', order: 'asc' });
  });

  it('takes search, filters, sort and page from the URL and sends them to the server', async () => {
    setLanguage('en');
    const requests = answerProducts();
    renderWithPortal(<ProductListPage />, '/products?search=lunch&family=meal&active=false&sort=price_per_person&order=desc&page=2');

    expect(await screen.findByText('Trerättersmiddag')).toBeInTheDocument();
    expect(queryOf(requests[0])).toEqual({
      page: '2',
      per_page: '20',
      sort: 'price_per_person',
      order: 'desc',
      search: 'lunch',
      family: 'meal',
      active: 'false',
    });
    expect(screen.getByLabelText('Search products')).toHaveValue('lunch');
    expect(screen.getByRole('radio', { name: 'Inactive' })).toBeChecked();
  });

  it('leaves a filter the server would reject out of the request', async () => {
    setLanguage('en');
    const requests = answerProducts();
    renderWithPortal(<ProductListPage />, '/products?family=boat&active=maybe');

    await screen.findByText('Trerättersmiddag');
    expect(queryOf(requests[0])).toEqual({ page: '1', per_page: '20', sort: 'name', order: 'asc' });
  });

  it('searches once typing pauses and filters by active and family, keeping it all in the URL', async () => {
    setLanguage('en');
    const requests = answerProducts();
    const user = setupUser();
    const { router } = renderWithPortal(<ProductListPage />, '/products?page=3');
    await screen.findByText('Trerättersmiddag');

    await user.type(screen.getByLabelText('Search products'), 'dinner');
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ search: 'dinner', page: '1' }));
    // Debounced: one request for the whole word.
    expect(requests.map((request) => request.query.get('search'))).toEqual([null, 'dinner']);

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ search: 'dinner', active: 'true' }));

    await user.click(screen.getByRole('combobox', { name: 'Product family' }));
    await user.click(await screen.findByTitle('Meal'));
    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ family: 'meal', active: 'true', search: 'dinner' }));
    expect(router.state.location.search).toBe('?search=dinner&family=meal&active=true');
  });

  it('sorts by price on the server', async () => {
    setLanguage('en');
    const requests = answerProducts();
    const user = setupUser();
    const { router } = renderWithPortal(<ProductListPage />, '/products');
    await screen.findByText('Trerättersmiddag');

    await user.click(screen.getByRole('columnheader', { name: /Price per person/ }));

    await waitFor(() => expect(queryOf(requests.at(-1))).toMatchObject({ sort: 'price_per_person', order: 'asc' }));
    expect(router.state.location.search).toBe('?sort=price_per_person');
  });

  it('says so when there are no products, and offers a retry when the list fails', async () => {
    setLanguage('en');
    let fail = true;
    mockApi({ 'GET /products': () => (fail ? json(500, { message: 'Server Error' }) : json(200, aProductPage([]))) });
    const user = setupUser();
    renderWithPortal(<ProductListPage />, '/products');

    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing to show')).toBeInTheDocument();
  });

  it('opens the product when a row is clicked or Enter is pressed on it', async () => {
    setLanguage('en');
    answerProducts();
    const user = setupUser();
    const { router } = renderWithPortal(<ProductListPage />, '/products');

    await user.click(await screen.findByText('Meal'));
    expect(router.state.location.pathname).toBe('/edit-product-8');

    await router.navigate('/products');
    const row = (await screen.findByText('Konferensdag heldag')).closest('tr');
    row?.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/edit-product-7');
  });
});
