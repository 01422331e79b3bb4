import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, BodyOf, OperationId, PathOf, QueryOf } from '../contract.js';

/** The request of one operation as the contract types it (its schema has checked and coerced it). */
export type OperationRequest<Op extends OperationId> = FastifyRequest<{
  Body: BodyOf<Op>;
  Querystring: QueryOf<Op>;
  Params: PathOf<Op>;
}>;

/** What a handler returns: the operation's JSON answer, or the reply when it sends a CSV or a file. */
export type OperationAnswer<Op extends OperationId> = [AnswerOf<Op>] extends [never] ? FastifyReply : AnswerOf<Op>;

/** The handler of one operationId: read the request, call one service, return the answer. */
export type OperationHandler<Op extends OperationId> = (
  request: OperationRequest<Op>,
  reply: FastifyReply,
) => Promise<OperationAnswer<Op>>;

/** fastify-openapi-glue's serviceHandlers: one handler for every operationId of openapi.yaml. */
export type HandlerMap = { [Op in OperationId]: OperationHandler<Op> };

type ObjectsOf<T> = Exclude<Extract<T, object>, readonly unknown[]>;
type KeysOf<T> = T extends unknown ? keyof T : never;
type FieldOf<T, Key> = T extends unknown ? (Key extends keyof T ? T[Key] : never) : never;

/**
 * `Actual` with every field that `Expected` does not name, at any depth, turned into never. A
 * value is assignable to it only when it has no such field: TypeScript checks excess fields of
 * an object literal only against a declared type, never against an inferred answer.
 */
export type NoExtraFields<Actual, Expected> = unknown extends Expected
  ? Actual
  : Actual extends readonly (infer Item)[]
    ? readonly NoExtraFields<Item, Extract<Expected, readonly unknown[]>[number]>[]
    : Actual extends object
      ? {
          [Key in keyof Actual]: Key extends KeysOf<ObjectsOf<Expected>>
            ? NoExtraFields<Actual[Key], FieldOf<ObjectsOf<Expected>, Key>>
            : never;
        }
      : Actual;

/**
 * `Map`'s handlers as the contract wants them, for `handlers satisfies ContractHandlers<typeof
 * handlers>`: a key that is no operationId, a request typed otherwise, an answer missing a field
 * the contract requires or naming one it does not have, each fails to compile. A handler must let
 * its answer be inferred (type its request, not its whole function) for the last check to see it.
 */
export type ContractHandlers<Map> = {
  [Key in keyof Map]: Key extends OperationId
    ? OperationHandler<Key> &
        (Map[Key] extends (...args: never[]) => Promise<infer Answer>
          ? (...args: never[]) => Promise<NoExtraFields<Answer, OperationAnswer<Key>>>
          : unknown)
    : never;
};
