// The server's view of the API contract: every payload type comes from the types generated
// from openapi/ (packages/api-client/src/schema.gen.ts), never restated by hand. Handlers are
// typed by operationId, so `pnpm typecheck` fails when a handler and the contract drift.
import type { components, operations } from '@portal/api-client/schema';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type Operation<Op extends OperationId> = operations[Op];

/** `T`, or `Otherwise` when `T` is never (a part the operation does not have). */
type Or<T, Otherwise> = [T] extends [never] ? Otherwise : T;

/** JSON when the content offers it, else the one other media type's (a form's fields). */
type ContentBody<Content> = Content extends { 'application/json': infer Json } ? Json : Content[keyof Content];
/** Includes undefined when the body is optional (openapi-typescript writes `requestBody?:`). */
type RequestBody<Op extends OperationId> = Operation<Op>['requestBody'];

/**
 * The request body of an operation: its JSON, or its form's fields (a urlencoded form, or a
 * multipart form whose file fields hold the file's name); `| undefined` when the body is
 * optional, and `undefined` when the operation takes none.
 */
export type BodyOf<Op extends OperationId> =
  | (NonNullable<RequestBody<Op>> extends { content: infer Content } ? ContentBody<Content> : never)
  | (undefined extends RequestBody<Op> ? undefined : never);

/** The query parameters (already coerced to their types); an empty record when there are none. */
export type QueryOf<Op extends OperationId> = Or<NonNullable<Operation<Op>['parameters']['query']>, Record<string, never>>;
/** The path parameters; an empty record when there are none. */
export type PathOf<Op extends OperationId> = Or<NonNullable<Operation<Op>['parameters']['path']>, Record<string, never>>;

type SuccessStatus = 200 | 201 | 202 | 204;
/** One answer's body: its JSON, never when it is not JSON (a file, a CSV), undefined when it has no body. */
type AnswerBody<Response> = Response extends { content: infer Content }
  ? Content extends { 'application/json': infer Json }
    ? Json
    : never
  : undefined;
/**
 * The JSON an operation answers on success (the union over its 2xx answers); never when it
 * answers something else (a CSV, an image), which the handler sends through the reply.
 */
export type AnswerOf<Op extends OperationId> = {
  [Status in keyof Operation<Op>['responses'] & SuccessStatus]: AnswerBody<Operation<Op>['responses'][Status]>;
}[keyof Operation<Op>['responses'] & SuccessStatus];
