export type { paths, components, operations } from './schema.gen';
export * from './problem';
export * from './client';
import type { components } from './schema.gen';

export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type Lead = Schemas['Lead'];
export type LeadInput = Schemas['LeadInput'];
export type Notification = Schemas['Notification'];
export type LogActivity = Schemas['LogActivity'];
export type PageMeta = Schemas['PageMeta'];
