import { describe, expect, it } from 'vitest';
import { matchPattern, matchRoute } from './match-route';
import { routeUrl } from './pages';

describe('matchRoute', () => {
  it('resolves the legacy shapes of SPEC §2 with their parameters', () => {
    expect(matchRoute('/convert-lead-id=17')).toMatchObject({ id: 'lead', params: { id: '17' } });
    expect(matchRoute('/reset-password&id=abc_DEF-1')).toMatchObject({ id: 'resetPassword', params: { token: 'abc_DEF-1' } });
    expect(matchRoute('/edit-opportunity-17')).toMatchObject({ id: 'editOpportunity', params: { id: '17' } });
    expect(matchRoute('/set-password&id=xyz')).toMatchObject({ id: 'setPassword', params: { token: 'xyz' } });
  });

  it('matches plain routes, with or without a trailing slash', () => {
    expect(matchRoute('/')?.id).toBe('dashboard');
    expect(matchRoute('/leads/')?.id).toBe('leads');
    expect(matchRoute('/partner')?.route.area).toBe('partner');
    expect(matchRoute('/opportunity')).toMatchObject({ id: 'opportunities', route: { owner: 'mf-opportunities' } });
    expect(matchRoute('/add-selfopportunity')?.id).toBe('addOpportunity');
    expect(matchRoute('/create-opportunity-12')).toMatchObject({ id: 'createOpportunity', params: { id: '12' } });
    expect(matchRoute('/add-opportunity&l=12&a=3&c=9')).toMatchObject({ id: 'addOpportunityFromLead', params: { l: '12', a: '3', c: '9' } });
  });

  it('treats a malformed escape as no route instead of throwing', () => {
    expect(matchRoute('/convert-lead-id=%E0%A4%A')).toBeNull();
  });

  it('gives null for unknown paths and partial matches', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/convert-lead-id=')).toBeNull();
    expect(matchRoute('/leads/extra')).toBeNull();
  });

  it('handles several parameters inside one segment', () => {
    expect(matchPattern('/add-opportunity&l=:l&a=:a&c=:c', '/add-opportunity&l=1&a=2&c=3')).toEqual({ l: '1', a: '2', c: '3' });
  });

  it('builds URLs back from route ids', () => {
    expect(routeUrl('lead', { id: 17 })).toBe('/convert-lead-id=17');
    expect(routeUrl('editOpportunity', { id: 17 })).toBe('/edit-opportunity-17');
    expect(matchRoute(routeUrl('resetPassword', { token: 'a b' }))?.params.token).toBe('a b');
  });
});
