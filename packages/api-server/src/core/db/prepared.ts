import { createHash } from 'node:crypto';
import type { Db } from './client.js';

/** A Drizzle query that can become a named prepared statement (`.prepare(name)`). */
interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

/** A statement's variant: which filters it has, its sort (each its own SQL text). */
export type Shape = Record<string, string | boolean>;

const names = new Set<string>();

/** PostgreSQL tells prepared statements apart by their first 63 bytes (NAMEDATALEN − 1). */
const NAME_BYTES = 63;

/** The statement's name: the family's and the shape's, shortened with a digest where it is too long. */
function statementName(family: string, key: string): string {
  const full = key ? `${family}(${key})` : family;
  if (Buffer.byteLength(full) <= NAME_BYTES) return full;
  const digest = createHash('sha256').update(full).digest('hex').slice(0, 16);
  return `${Buffer.from(full).subarray(0, NAME_BYTES - digest.length - 1).toString()}#${digest}`;
}

/** The variant's part of the statement's name: the shape's values in the order of its sorted keys. */
function keyOf(shape: Shape): string {
  return Object.keys(shape)
    .sort()
    .map((key) => `${key}=${String(shape[key])}`)
    .join(',');
}

/**
 * A family of statements, one per shape, each a named prepared statement: the hot reads (the token
 * lookup of every authenticated request, the first pages of the busy lists) neither rebuild their
 * SQL through Drizzle per request nor have PostgreSQL parse it again (issue 22).
 *
 * `build` describes the query with `sql.placeholder(…)` for the values; it is called once per
 * database and shape (Drizzle's `.prepare()` binds to the `db` it was built on), and its result
 * kept for as long as that `db` lives: the pool's for the process. The statement goes to
 * PostgreSQL under its name once per connection (node-postgres remembers which it parsed on each);
 * a statement PostgreSQL sees repeatedly with a plan that does not depend on its values (the token
 * lookup, a capped count) is planned once too, a page with an OFFSET keeps a plan per call (a
 * generic plan for an unknown offset looks dearer to the planner). Inside a transaction pass the
 * transaction's `tx.db`: its statements are built on its connection (and dropped with it).
 *
 * `name` is unique in the process (checked here): two texts under one name would be refused by
 * node-postgres on a connection that already has the first.
 */
export function preparedFamily<S extends Shape, Prepared>(name: string, build: (db: Db, shape: S) => Preparable<Prepared>): (db: Db, shape: S) => Prepared {
  if (names.has(name)) throw new Error(`A prepared statement family "${name}" exists already`);
  names.add(name);
  const byDb = new WeakMap<Db, Map<string, Prepared>>();
  return (db, shape) => {
    let built = byDb.get(db);
    if (!built) byDb.set(db, (built = new Map()));
    const key = keyOf(shape);
    let statement = built.get(key);
    if (!statement) {
      statement = build(db, shape).prepare(statementName(name, key));
      built.set(key, statement);
    }
    return statement;
  };
}

/** One statement without variants: see `preparedFamily`. */
export function prepared<Prepared>(name: string, build: (db: Db) => Preparable<Prepared>): (db: Db) => Prepared {
  const family = preparedFamily<Record<string, never>, Prepared>(name, (db) => build(db));
  return (db) => family(db, {});
}
