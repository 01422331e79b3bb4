// Types of js-budget.mjs for the TypeScript specs.
import type { BrowserContext, Page } from '@playwright/test';

export interface BudgetRoute {
  path: string;
  as: 'visitor' | 'admin' | 'partner';
  login?: boolean;
  from?: string;
  /** A page of a real customer's link, made through the API before the visit (js-budget.mjs linkPath). */
  link?: 'presentation';
  kib: number;
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
  all: Script[];
  counted: Script[];
  bytes: number;
  kib: number;
  files: number;
}

export const budgetTable: BudgetTable;
export const demoUsers: Record<'admin' | 'partner', { email: string; password: string }>;
export function routeLabel(route: BudgetRoute): string;
export function storeSession(context: BrowserContext, baseURL: string, who: 'admin' | 'partner'): Promise<void>;
export function recordScripts(page: Page): Promise<{ scripts(since?: number): Script[]; mark(): number; detach(): Promise<void> }>;
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

/** The path of a fresh customer's link of that kind (sends a presentation through the API). */
export function linkPath(baseURL: string, kind: 'presentation'): Promise<string>;
