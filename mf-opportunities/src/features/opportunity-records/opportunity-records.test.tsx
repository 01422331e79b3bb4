import { setLanguage } from '@portal/platform';
import { aPage, json, mockApi, renderWithPortal } from '@portal/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { aNote, anOpportunity, aTask } from '../../testing/fixtures';
import { OpportunityRecords } from './opportunity-records';

describe('OpportunityRecords', () => {
  it("lists the opportunity's tasks and notes as links, and opens New task / New note with it preselected", async () => {
    setLanguage('en');
    const requests = mockApi({
      'GET /tasks': () => json(200, aPage([aTask({ id: 30, subject: 'Call the customer', due_date: '2031-03-01', status: 'in_progress' })])),
      'GET /notes': () => json(200, aPage([aNote({ id: 50, subject: 'Met at the fair' })])),
    });
    renderWithPortal(<OpportunityRecords opportunity={anOpportunity({ id: 12, account_id: 4, contact_id: 9 })} />, '/edit-opportunity-12');

    const tasks = screen.getByRole('region', { name: /^Tasks/ });
    expect(await within(tasks).findByRole('link', { name: 'Call the customer' })).toHaveAttribute('href', '/edit-task-30');
    expect(within(tasks).getByText('In progress')).toBeInTheDocument();
    const notes = screen.getByRole('region', { name: /^Notes/ });
    expect(await within(notes).findByRole('link', { name: 'Met at the fair' })).toHaveAttribute('href', '/edit-note-50');
    expect(screen.getByRole('link', { name: /New task/ })).toHaveAttribute('href', '/add-task?opportunity_id=12&account_id=4&contact_id=9');
    expect(screen.getByRole('link', { name: /New note/ })).toHaveAttribute('href', '/add-note?opportunity_id=12&account_id=4&contact_id=9');
    for (const path of ['/tasks', '/notes']) {
      expect(Object.fromEntries(requests.find((request) => request.path === path)!.query)).toMatchObject({ opportunity_id: '12' });
    }
  });

  it('says when there are none, and when a list could not be loaded', async () => {
    setLanguage('sv');
    mockApi({
      'GET /tasks': () => json(200, aPage([])),
      'GET /notes': () => json(500, { message: { en: 'Server error', sw: 'Serverfel' } }),
    });
    renderWithPortal(<OpportunityRecords opportunity={anOpportunity({ id: 12 })} />, '/edit-opportunity-12');

    expect(await screen.findByText('Inga uppgifter för den här affärsmöjligheten ännu.')).toBeInTheDocument();
    expect(await screen.findByText('Anteckningarna kunde inte hämtas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });
});
