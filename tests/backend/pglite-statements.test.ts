import { readFile } from 'node:fs/promises';
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { withPreparedStatements } from '../../backend/src/db/pglite-statements.js';

// Decision 0097: on PGlite each data statement's text is a named prepared statement, parsed once.
// What drizzle gets back must be what PGlite's own query() answers.

let client: PGlite | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function open(keep?: number) {
  const template = await readFile(inject('pgliteTemplatePath'));
  client = new PGlite({ loadDataDir: new Blob([template]) });
  await client.exec(`
    create table notes (id int primary key, body text not null, tags jsonb, at timestamptz, note text);
    insert into notes values (1, 'one', '{"a":[1,2]}', '2026-12-06T10:00:00Z', null), (2, 'two', null, null, 'x');`);
  return drizzle({ client: withPreparedStatements(client, keep === undefined ? {} : { keep }) });
}

const preparedCount = async () =>
  (await client!.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`)).rows[0]!.n;

describe('PGlite with prepared statements', () => {
  it('answers as PGlite does, parsing each text once', async () => {
    const db = await open();
    const read = (id: number) => sql`select id, body, tags, at, note from notes where id = ${id}`;
    const first = await db.execute(read(1));
    const again = await db.execute(read(2));
    // Drizzle asks for timestamps as text (it maps them itself).
    const plain = await client!.query(`select id, body, tags, at, note from notes where id = $1`, [1], {
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(first.rows).toEqual(plain.rows);
    expect(first.rows).toEqual([
      { id: 1, body: 'one', tags: { a: [1, 2] }, at: '2026-12-06 10:00:00+00', note: null },
    ]);
    expect(again.rows).toEqual([{ id: 2, body: 'two', tags: null, at: null, note: 'x' }]);
    expect(first.fields.map((field) => field.name)).toEqual(['id', 'body', 'tags', 'at', 'note']);
    expect(await preparedCount()).toBe(1);
    // Parameters as PGlite serialises them: jsonb, null, a Date.
    const updated = await db.execute(
      sql`update notes set tags = ${JSON.stringify({ b: true })}, note = ${null}, at = ${new Date('2026-01-02T03:04:05Z')} where id = ${2} returning tags, note, at`,
    );
    expect(updated.rows).toEqual([{ tags: { b: true }, note: null, at: '2026-01-02 03:04:05+00' }]);
    expect(updated.affectedRows).toBe(1);
    // Schema statements and transaction control are not kept.
    await db.execute(sql`create table other (id int)`);
    expect(await preparedCount()).toBe(2);
  });

  it('reports errors as PGlite does and goes on; a rolled-back transaction keeps its statements', async () => {
    const db = await open();
    const insert = (id: number) => sql`insert into notes (id, body) values (${id}, 'new')`;
    await expect(db.execute(insert(1))).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(db.execute(sql`select nothing from notes`)).rejects.toMatchObject({
      cause: { code: '42703' },
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(3));
        await tx.execute(insert(1));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await db
      .transaction(async (tx) => {
        await tx.execute(insert(4));
        tx.rollback();
      })
      .catch(() => undefined);
    expect((await db.execute(sql`select id from notes order by id`)).rows).toEqual([{ id: 1 }, { id: 2 }]);
    await db.transaction((tx) => tx.execute(insert(5)));
    expect((await db.execute(sql`select id from notes order by id`)).rows).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 5 },
    ]);
  });

  it('keeps the most recently used texts and closes the others', async () => {
    const db = await open(2);
    for (const column of ['id', 'body', 'tags', 'id'])
      await db.execute(sql`select ${sql.identifier(column)} from notes where id = ${1}`);
    await db.execute(sql`select note from notes where id = ${2}`);
    const kept = async () =>
      (
        await client!.query<{ statement: string }>(
          `select statement from pg_prepared_statements order by statement`,
        )
      ).rows.map((row) => row.statement);
    // The last statement evicted "tags"; the next one closes it.
    expect(await kept()).toEqual([
      'select "id" from notes where id = $1',
      'select "tags" from notes where id = $1',
      'select note from notes where id = $1',
    ]);
    await db.execute(sql`select note from notes where id = ${1}`);
    expect(await kept()).toEqual([
      'select "id" from notes where id = $1',
      'select note from notes where id = $1',
    ]);
  });
});
