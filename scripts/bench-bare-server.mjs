// The bench's bare baseline (bench-baseline.mjs starts it, one process of its own as the API is):
// Fastify + pg and nothing else. `GET /bare/:index` replays the statements the API ran for one
// list (captured by the bench from the API's own build): the same text, values and prepared
// statement names, in the same steps (units of a step side by side, a transaction's statements on
// one connection), and answers the results' rows as JSON of the API's answer's size, compressed
// with the API's options.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build.mjs';

const requireServerPackage = createRequire(join(root, 'packages/api-server/package.json'));
const Fastify = requireServerPackage('fastify');
const compress = requireServerPackage('@fastify/compress');
const pg = requireServerPackage('pg');
const { compressionOptions } = await import(pathToFileURL(join(root, 'packages/api-server/dist/core/http/compression.js')).href);

const { plans, connectionString } = await new Promise((resolve) => process.once('message', resolve));
// The API's pool size (core/db/client.ts).
const pool = new pg.Pool({ connectionString, max: 10, application_name: 'bench-bare' });

const query = (client, { name, text, values }) => client.query(name ? { name, text, values } : { text, values });

async function runUnit(unit) {
  if (!unit.transaction) return [await query(pool, unit.statements[0])];
  const client = await pool.connect();
  try {
    const results = [];
    for (const statement of unit.statements) results.push(await query(client, statement));
    return results;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The answer's rows shaped to the API's JSON size (`bytes`): the API answers chosen fields under
 * its own names, the bare rows every column, so each row keeps its first `keys` columns (as many
 * as fit) and, where that is still short, rows are repeated (`extra`). Found on a plan's first
 * request, then applied as is: the bare handler serializes and compresses what the API does.
 */
function fitTo(bytes, data) {
  const size = (keys, extra) => JSON.stringify(shape(data, { keys, extra })).length;
  const widest = Math.max(0, ...data.flat().map((row) => Object.keys(row).length));
  let keys = widest;
  while (keys > 1 && size(keys, 0) > bytes) keys--;
  let extra = 0;
  const rows = data.flat().length;
  while (extra < rows * 4 && size(keys, extra + 1) <= bytes) extra++;
  return { keys, extra };
}

function shape(data, { keys, extra }) {
  const project = (row) => {
    const kept = {};
    for (const key of Object.keys(row).slice(0, keys)) kept[key] = row[key];
    return kept;
  };
  const all = data.flat();
  return { data: data.map((rows) => rows.map(project)), more: Array.from({ length: extra }, (_, i) => project(all[i % all.length])) };
}

const app = Fastify({ logger: false });
await app.register(compress, compressionOptions);
const fits = new Map();
app.get('/bare/:index', async (request) => {
  const index = Number(request.params.index);
  const { steps, bytes } = plans[index];
  const results = [];
  for (const step of steps) results.push(...(await Promise.all(step.map(runUnit))).flat());
  const data = results.map((result) => result.rows);
  if (!fits.has(index)) fits.set(index, fitTo(bytes, data));
  return shape(data, fits.get(index));
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: app.server.address().port });
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
