// The server's view of the API contract: every payload type comes from the types generated
// from openapi/ (packages/api-client/src/schema.gen.ts), never restated by hand. Handlers are
// typed by operationId, so `pnpm typecheck` fails when a handler and the contract drift.
import type { components, operations } from '@portal/api-client/schema';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Operation<Op extends OperationId> = operations[Op];
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type FormOf<T> = T extends { content: infer Content } ? Content[keyof Content] : never;

/** The request body of an operation (JSON, or a form's fields). */
export type BodyOf<Op extends OperationId> = Operation<Op> extends { requestBody?: infer Body }
  ? JsonOf<NonNullable<Body>> extends never
    ? FormOf<NonNullable<Body>>
    : JsonOf<NonNullable<Body>>
  : never;
export type QueryOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['query']>;
export type PathOf<Op extends OperationId> = NonNullable<Operation<Op>['parameters']['path']>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** The JSON an operation answers on success (the union over its 2xx answers). */
export type AnswerOf<Op extends OperationId> = {
  [Status in keyof Operation<Op>['responses'] & SuccessStatus]: JsonOf<Operation<Op>['responses'][Status]>;
}[keyof Operation<Op>['responses'] & SuccessStatus];
