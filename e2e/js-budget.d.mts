// Types of js-budget.mjs for the TypeScript specs.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export interface BudgetRoute {
  path: string;
  as: 'visitor' | 'admin' | 'partner';
  login?: boolean;
  from?: string;
  /** A page of a real customer's link, made through the API before the visit (js-budget.mjs linkPath). */
  link?: 'presentation';
  kib: number;
  /** The KiB to reach (customer pages: 120, issue 25); printed, not yet enforced. */
  target?: number;
}

export interface BudgetTable {
  routes: BudgetRoute[];
  sharedRuntime?: { modules: string[] };
}

export interface Script {
  url: string;
  bytes: number;
  fromCache: boolean;
}

export interface Measured {
  /** Every script the tab transferred until it settled. */
  all: Script[];
  /** Those whose request started between `since` and `drawnAt`: the ones counted against the budget. */
  counted: Script[];
  bytes: number;
  kib: number;
  files: number;
  /** Page time (ms) at which the main content was drawn, and from which scripts count (an in-app navigation's start, else 0). */
  drawnAt: number;
  since: number;
  /** KiB of the scripts requested from `since` until the tab settled (the main content's and what came after). */
  allKib: number;
}

export type LinkKind = 'presentation' | 'preliminary-booking' | 'set-password';

export const budgetTable: BudgetTable;
export const demoUsers: Record<'admin' | 'partner', { email: string; password: string }>;
export function routeLabel(route: BudgetRoute): string;
export function storeSession(context: BrowserContext, baseURL: string, who: 'admin' | 'partner'): Promise<void>;
export function recordScripts(page: Page, session?: CDPSession): Promise<{ scripts(since?: number): Script[]; mark(): number; detach(): Promise<void> }>;
export function settle(page: Page): Promise<void>;
export function navigateInApp(page: Page, path: string): Promise<void>;
export function measureRoute(page: Page, baseURL: string, route: BudgetRoute): Promise<Measured>;
export function moduleKey(source: string): string | null;
export function packageOf(key: string): string;
/** Whether a source-map module key is (part of) a singleton of the contract: a second copy is always a fault. */
export function isSingleton(key: string): boolean;
export function findDuplicates(scripts: Script[]): Promise<string[]>;
/** The modules a script carries, from its source map: `antd/es/button/index.js`, `packages/ui/src/x.tsx`. */
export function modulesOf(url: string): Promise<string[]>;
export function refetched(scripts: Script[]): string[];
export function shortUrl(url: string): string;
export function biggest(scripts: Script[], count?: number): string[];

/** The path of a fresh customer's link of that kind, made through the API (a presentation sent, a preliminary booking held, the seed's set-password link). */
export function linkPath(baseURL: string, kind: LinkKind, options?: { query?: (text: string) => Promise<Record<string, unknown>[]> }): Promise<string>;
/** Installs the main-content watch (before the page's first navigation). */
export function watchMainContent(page: Page): Promise<void>;
/** From now on only new content counts as drawn (before an in-app navigation or a sign-in). */
export function expectNewContent(page: Page): Promise<void>;
/** Waits until the main content is drawn: its page time and the time from which scripts count. */
export function mainContentDrawn(page: Page, timeout?: number): Promise<{ drawnAt: number; since: number }>;
/** When each script's request started (page time, ms), by URL. */
export function scriptStarts(page: Page): Promise<Map<string, number>>;
export function startedBetween(scripts: Script[], starts: Map<string, number>, from: number, until: number): Script[];
