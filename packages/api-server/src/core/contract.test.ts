// The drift check: handlers are typed by operationId from the generated contract types, so a
// handler whose answer or request the contract does not allow fails `pnpm typecheck` (which
// `pnpm test` runs first). Each `@ts-expect-error` line below is a drift that must not compile;
// should the check stop catching it, the unused directive itself fails the typecheck. Each has a
// twin that fits and compiles, so the error is the drift and nothing else.
import type { FastifyReply } from 'fastify';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerOf, BodyOf, PathOf, QueryOf, Schemas } from './contract.js';
import type { ContractHandlers, HandlerMap, OperationAnswer, OperationRequest } from './http/handler.js';

const region: Schemas['Region'] = { id: 1, name: 'Skåne' };

const fitting = {
  getRegions: async () => ({ data: [region] }),
  getCities: async (request: OperationRequest<'getCities'>) => ({
    data: [{ id: 2, region_id: request.query.region_id ?? region.id, name: 'Malmö' }],
  }),
  deleteRegion: async (request: OperationRequest<'deleteRegion'>) => ({
    message: { en: `Region ${request.params.id} deleted`, sw: `Region ${request.params.id} borttagen` },
  }),
  exportAccounts: async (_request: OperationRequest<'exportAccounts'>, reply: FastifyReply) => reply.send('id\n'),
};
fitting satisfies ContractHandlers<typeof fitting>;
fitting satisfies Partial<HandlerMap>;

// An answer with a field the contract does not name.
const extraField = { getRegions: async () => ({ data: [{ ...region, code: 'M' }] }) };
// @ts-expect-error Region has no `code`
extraField satisfies ContractHandlers<typeof extraField>;

// The same at the top of the answer, and inside a localized message.
const extraTopField = { getRegions: async () => ({ data: [region], total: 1 }) };
// @ts-expect-error getRegions answers only `data`
extraTopField satisfies ContractHandlers<typeof extraTopField>;
const extraLanguage = { deleteRegion: async () => ({ message: { en: 'Deleted', sw: 'Borttagen', de: 'Gelöscht' } }) };
// @ts-expect-error a LocalizedText is en and sw
extraLanguage satisfies ContractHandlers<typeof extraLanguage>;

// An answer without a field the contract requires.
const missingField = { getRegions: async () => ({ data: [{ id: region.id }] }) };
// @ts-expect-error a Region needs its name
missingField satisfies ContractHandlers<typeof missingField>;
// @ts-expect-error the module-level check catches it too
missingField satisfies Partial<HandlerMap>;

// A request read as another operation's.
const wrongRequest = { getCities: async (request: OperationRequest<'getRegions'>) => ({ data: [] as Schemas['City'][], ...request.query }) };
// @ts-expect-error getCities has a region_id query parameter that getRegions lacks
wrongRequest satisfies ContractHandlers<typeof wrongRequest>;

// A handler for no operation, and a CSV operation answering JSON instead of sending the file.
const unknownOperation = { ...fitting, getRegion: async () => ({ data: region }) };
// @ts-expect-error getRegion is no operationId
unknownOperation satisfies ContractHandlers<typeof unknownOperation>;
const jsonForCsv = { exportAccounts: async () => ({ data: 'id\n' }) };
// @ts-expect-error exportAccounts answers text/csv through the reply
jsonForCsv satisfies ContractHandlers<typeof jsonForCsv>;

// The full map: a missing handler fails to compile.
// @ts-expect-error every operation needs its handler
fitting satisfies HandlerMap;

describe('the contract helpers', () => {
  it('type each part of a request and the answer from the generated contract', () => {
    expectTypeOf<BodyOf<'createRegion'>>().toEqualTypeOf<Schemas['RegionInput']>();
    // A form (urlencoded or JSON alike), an optional body, a multipart upload, no body.
    expectTypeOf<BodyOf<'login'>>().toEqualTypeOf<Schemas['LoginForm']>();
    expectTypeOf<BodyOf<'getUser'>>().toEqualTypeOf<Schemas['TokenForm'] | undefined>();
    expectTypeOf<BodyOf<'uploadFile'>>().toEqualTypeOf<{ file: string }>();
    expectTypeOf<BodyOf<'getRegions'>>().toEqualTypeOf<undefined>();
    // Parameters, and none: an empty record, not never, so a handler may still pass it along.
    expectTypeOf<QueryOf<'getCities'>>().toEqualTypeOf<{ region_id?: number }>();
    expectTypeOf<QueryOf<'getRegions'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<PathOf<'getLead'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<PathOf<'getLeads'>>().toEqualTypeOf<Record<string, never>>();
    // JSON answers; a CSV or an image is sent through the reply.
    expectTypeOf<AnswerOf<'getLead'>>().toEqualTypeOf<{ data: Schemas['Lead'] }>();
    expectTypeOf<AnswerOf<'deleteRegion'>>().toEqualTypeOf<{ message: Schemas['Message'] }>();
    expectTypeOf<AnswerOf<'exportAccounts'>>().toBeNever();
    expectTypeOf<OperationAnswer<'exportAccounts'>>().toEqualTypeOf<FastifyReply>();
    expectTypeOf<OperationAnswer<'getFile'>>().toEqualTypeOf<FastifyReply>();
  });

  it('leave fitting handlers as they are (the drift cases above are checked by pnpm typecheck)', async () => {
    expect(await fitting.getRegions()).toEqual({ data: [region] });
  });
});
