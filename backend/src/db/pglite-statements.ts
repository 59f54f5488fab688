import { messages, parse, protocol } from '@electric-sql/pglite';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';

// Issue 39, decision 0097: PGlite sends every statement as an unnamed one, so PostgreSQL parses
// and plans it anew each time, in the API's own thread (about two thirds of the checkout page's
// PGlite time was the Parse and the Bind, where a statement is planned). This client keeps each
// statement text drizzle sends (the data statements; never DDL or transaction control) as a named
// prepared statement of PGlite's one session: parsed and described once, planned by PostgreSQL's
// plan cache (custom plans first, a generic one once it is as cheap), then only bound and
// executed. Answers are those of PGlite's own query(): the same messages, parsed by its
// parseResults with its parsers and serializers, under its query and transaction locks.

const reusable = /^\s*(select|with|insert|update|delete)\b/i;

type Prepared = { name: string; paramTypes: number[]; rowDescription: messages.BackendMessage | undefined };

export function withPreparedStatements(client: PGlite, { keep = 200 } = {}): PGlite {
  const prepared = new Map<string, Prepared>(); // least recently used first
  const evicted: string[] = [];
  let named = 0;
  const send = (message: Uint8Array, options?: QueryOptions) =>
    client.execProtocolStream(message, { ...options, syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `drizzle_${++named}`;
    await send(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
    const described = await send(protocol.serialize.describe({ type: 'S', name }), options);
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
  }

  function remember(text: string, statement: Prepared) {
    prepared.delete(text);
    prepared.set(text, statement);
    if (prepared.size <= keep) return;
    const [oldest] = prepared;
    prepared.delete(oldest![0]);
    evicted.push(oldest![1].name);
  }

  /** The caller holds the transaction lock (its own transaction, or this one statement's). */
  function run<T>(text: string, params: unknown[] = [], options: QueryOptions | undefined, sync: boolean) {
    return client.runExclusive(async (): Promise<Results<T>> => {
      const answered: messages.BackendMessage[] = [];
      let statement: Prepared | undefined;
      try {
        for (const name of evicted.splice(0)) await send(protocol.serialize.close({ type: 'S', name }));
        statement = prepared.get(text) ?? (await prepare(text, options));
        remember(text, statement);
        const { paramTypes } = statement;
        const values = params.map((param, at) => {
          if (param === null || param === undefined) return null;
          const serialize = options?.serializers?.[paramTypes[at]!] ?? client.serializers[paramTypes[at]!];
          return serialize ? serialize(param) : String(param);
        });
        answered.push(
          ...(await send(protocol.serialize.bind({ statement: statement.name, values }), options)),
        );
        answered.push(...(await send(protocol.serialize.execute({}), options)));
      } catch (error) {
        // As PGlite's own query() reports it (makePGliteError).
        if (error instanceof messages.DatabaseError)
          Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      } finally {
        answered.push(...(await send(protocol.serialize.sync(), options)));
      }
      if (sync) await client.syncToFs();
      const description = statement.rowDescription ? [statement.rowDescription] : [];
      // PGlite's parseResults copies its 318 parsers to add a query's own (drizzle's nine), about
      // 0.1 ms a statement; looked up through the prototype, the query's come first all the same.
      const parsers = options?.parsers
        ? (Object.assign(Object.create(client.parsers), options.parsers) as typeof client.parsers)
        : client.parsers;
      const parseOptions = options && { ...options, parsers: undefined };
      return parse.parseResults([...description, ...answered], parsers, parseOptions)[0] as Results<T>;
    });
  }

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!reusable.test(text)) return client.query<T>(text, params, options);
    await client.waitReady;
    return client._runExclusiveTransaction(() => run<T>(text, params, options, true));
  }

  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) =>
      callback({
        ...tx,
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed || !reusable.test(text)) return tx.query<R>(text, params, options);
          return run<R>(text, params, options, false);
        },
        get closed() {
          return tx.closed;
        },
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
