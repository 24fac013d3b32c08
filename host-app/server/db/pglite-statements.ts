/**
 * PGlite's queries as named prepared statements, each run in one trip into the WebAssembly engine. PGlite's own
 * `query` sends a parameterised query as six protocol calls (parse, describe the statement, bind, describe the
 * portal, execute, sync), planning the SQL every time; that was most of a checkout's cost on the server. Here a
 * statement is parsed once per SQL text under a name, and each query after that is one batch: bind, describe,
 * execute, sync. The rows come back typed by PGlite's own parsers, as from `query`.
 */
import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';

/** A parameter as PostgreSQL's text format has it; the statement's types say what it is. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | bigint);
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Runs `sql` with `params` on `db` as a named prepared statement (made on its first use). */
export function preparedQueries(db: PGlite): <Row>(sql: string, params: readonly unknown[]) => Promise<Row[]> {
  const { serialize } = protocol;
  /** The name of each SQL text's statement; the SQL texts are the code's own, so they are few. */
  const names = new Map<string, string>();
  let made = 0;
  return (sql, params) =>
    db.runExclusive(async () => {
      let name = names.get(sql);
      const parts: Uint8Array[] = [];
      const fresh = name === undefined;
      if (name === undefined) {
        made += 1;
        name = `s${made}`;
        parts.push(serialize.parse({ name, text: sql }));
        names.set(sql, name);
      }
      parts.push(
        serialize.bind({ statement: name, values: params.map(asText) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      try {
        const { messages } = await db.execProtocol(joined(parts), { throwOnError: true });
        return (parse.parseResults(messages, types.parsers)[0]?.rows ?? []) as never;
      } catch (error) {
        // A statement that failed to parse does not exist: parse it again next time (closing a name that
        // does not exist is no error, so this holds whichever step failed).
        if (fresh) {
          names.delete(sql);
          await db.execProtocol(joined([serialize.close({ type: 'S', name }), serialize.sync()]), {
            throwOnError: false,
          });
        }
        throw error;
      }
    });
}
