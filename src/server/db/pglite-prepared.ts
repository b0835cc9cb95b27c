import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Enough for every SELECT the site makes; past it the least recently used statement is closed. */
const MAX_STATEMENTS = 100;

interface Statement {
  /** Empty for a statement planned at every call (`PATTERN_MATCH`): PostgreSQL's unnamed statement. */
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it when the statement was prepared. */
  parameterTypes: number[];
}

const SELECT = /^\(*\s*select\b/i;

/**
 * A LIKE or ILIKE: how many rows its pattern matches decides the best plan (a rare word is found
 * through the trigram index, a common one by walking the date order until the page is full), and a
 * kept plan is made for no pattern in particular. Such a statement is sent unnamed, so PostgreSQL
 * plans it with the values of each call, as it does every query from node-postgres.
 */
const PATTERN_MATCH = /\bi?like\b/i;

/**
 * The embedded database as drizzle sees it, with its SELECTs run as named prepared statements, as
 * node-postgres and postgres.js can do with a server: PostgreSQL then plans a query once, not at
 * every call, and each call is one exchange with it instead of six. A public page's reads take a
 * third of the time (docs/performance.md). Everything else (writes, transactions) is PGlite's own.
 */
export function withPreparedSelects(pglite: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function prepare(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      // Most recently used last, so the first is the one to close when the map is full.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const messages: Uint8Array[] = [];
    if (statements.size >= MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestSql);
      if (oldest.name) messages.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = PATTERN_MATCH.test(sql) ? '' : `site_${++named}`;
    messages.push(
      protocol.serialize.parse({ name, text: sql }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const { messages: answer } = await pglite.execProtocol(Buffer.concat(messages), { syncToFs: false });
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(sql, statement);
    return statement;
  }

  async function preparedQuery<T>(
    sql: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    // The same locks as PGlite's own query: never inside another caller's transaction.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        const statement = await prepare(sql);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.parameterTypes[index]!;
          const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const { messages } = await pglite.execProtocol(
          Buffer.concat([
            // The unnamed statement is parsed again for each call, and planned at Bind.
            ...(statement.name ? [] : [protocol.serialize.parse({ name: '', text: sql })]),
            protocol.serialize.bind({ statement: statement.name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await pglite.syncToFs();
        // PGlite would copy its 350 parsers into a new object to lay the query's own over them (a
        // quarter of a millisecond a query); the query's few sit in front of them here instead.
        const parsers = options?.parsers
          ? Object.assign(Object.create(pglite.parsers), options.parsers)
          : pglite.parsers;
        return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
      }),
    );
  }

  const query = <T>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
    SELECT.test(sql) && !options?.blob
      ? preparedQuery<T>(sql, params, options)
      : pglite.query<T>(sql, params, options);

  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on PGlite itself, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
