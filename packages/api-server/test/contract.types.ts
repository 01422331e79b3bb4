// Compile-time check that what the services answer fits the generated contract types
// (packages/api-client/src/schema.gen.ts, from openapi.yaml). `pnpm typecheck` fails when a
// DTO and the document drift apart; at run time the response schemas enforce the same.
import type { components, operations } from '../../api-client/src/schema.gen.js';
import type { AccountDto, AccountSummaryDto, OwnerDto } from '../src/modules/accounts/service.js';
import type { LogActivityDto } from '../src/modules/activity/service.js';
import type { ContactDto } from '../src/modules/contacts/service.js';
import type { ImportPreviewDto, ImportResultDto } from '../src/core/csv.js';
import type { StoredFileDto } from '../src/modules/files/service.js';
import type { LoginResult } from '../src/modules/auth/service.js';
import type { LeadDto } from '../src/modules/leads/service.js';
import type { NotificationDto } from '../src/modules/notifications/service.js';
import type { OutboxMailDetailDto, OutboxMailDto } from '../src/modules/mail/service.js';
import type { PasswordLinkInfo } from '../src/modules/auth/passwords.js';
import type { CityDto, RegionDto } from '../src/modules/reference/service.js';
import type { UserDto } from '../src/modules/auth/users.js';
import type { PageMeta } from '../src/core/db/paging.js';

type Schemas = components['schemas'];
type Fits<Actual extends Expected, Expected> = [Actual, Expected];
type Json<Operation extends keyof operations, Status extends keyof operations[Operation]['responses']> =
  operations[Operation]['responses'][Status] extends { content: { 'application/json': infer Body } } ? Body : never;

export type ContractChecks = [
  Fits<UserDto, Schemas['User']>,
  Fits<LeadDto, Schemas['Lead']>,
  Fits<NotificationDto, Schemas['Notification']>,
  Fits<LogActivityDto, Schemas['LogActivity']>,
  Fits<RegionDto, Schemas['Region']>,
  Fits<CityDto, Schemas['City']>,
  Fits<OutboxMailDto, Schemas['OutboxMail']>,
  Fits<OutboxMailDetailDto, Schemas['OutboxMailDetail']>,
  Fits<PageMeta, Schemas['PageMeta']>,
  Fits<AccountDto, Schemas['Account']>,
  Fits<AccountSummaryDto, Schemas['AccountSummary']>,
  Fits<OwnerDto, Schemas['Owner']>,
  Fits<ContactDto, Schemas['Contact']>,
  Fits<StoredFileDto, Schemas['StoredFile']>,
  Fits<ImportPreviewDto, Schemas['ImportPreview']>,
  Fits<ImportResultDto, Json<'importAccounts', 200>['data']>,
  Fits<LoginResult, Json<'login', 200>['data']>,
  Fits<PasswordLinkInfo, Json<'getPasswordLink', 200>['data']>,
];
