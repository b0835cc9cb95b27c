import fc from 'fast-check';
import type { HTTPMethods, InjectOptions } from 'fastify';

/** A route as the app registered it: enough to aim requests at it. */
export interface RouteShape {
  method: HTTPMethods;
  /** With `:param` and `*` placeholders. */
  url: string;
  schema?: { body?: unknown; querystring?: unknown };
}

/** Strings that have broken parsers, databases and path handling elsewhere. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999',
  '0x1F',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1",
  "'; DROP TABLE articles; --",
  '" OR 1=1 --',
  '$1',
  '%s%s%s%n',
  '{{7*7}}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\u202Etxt.exe',
  '\uD800',
  '\uFEFF',
  'Ｎａｍｅ',
  '😀👩🏽‍💻',
  '\r\nSet-Cookie: x=1',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '-271821-04-20T00:00:00Z',
  'a'.repeat(70_000),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -0, 1e308, Number.MIN_VALUE, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Names that the routes read, so a value often lands on a real field rather than being ignored. */
function keyArbitrary(knownKeys: string[]): fc.Arbitrary<string> {
  const special = fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'id', '');
  return knownKeys.length > 0
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...knownKeys) }, special, hostileString)
    : fc.oneof(special, hostileString);
}

/** Any JSON value, with hostile leaves and keys, nested a few levels. */
function hostileJson(knownKeys: string[]): fc.Arbitrary<unknown> {
  const key = keyArbitrary(knownKeys);
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      hostileString,
      hostileNumber,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 4 }),
    ),
  }));
  return value;
}

interface ZodLike {
  shape?: Record<string, ZodLike>;
  _zod?: { def: ZodDef };
}
interface ZodDef {
  type: string;
  in?: ZodLike;
  innerType?: ZodLike;
  element?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, string | number>;
  values?: unknown[];
}

/** The object schema behind transforms, pipes, defaults and optionals, if there is one. */
function objectShape(schema: unknown): Record<string, ZodLike> | undefined {
  let current = schema as ZodLike | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    if (current.shape) return current.shape;
    const def = current._zod?.def;
    current = def?.in ?? def?.innerType;
  }
  return undefined;
}

/** A string a form would send for a field of this name. */
function plausibleText(field: string): fc.Arbitrary<string> {
  if (/email/i.test(field)) return fc.constant('fuzz@example.com');
  if (/image|photo|thumbnail/i.test(field)) return fc.constant('/uploads/fuzz.png');
  if (/url|link|website|endpoint/i.test(field)) return fc.constant('https://example.org/fuzz');
  if (/date|time|at$/i.test(field)) return fc.constantFrom('2026-11-23T10:00:00Z', '2026-11-23');
  if (/category/i.test(field)) return fc.constantFrom('news', 'sports', 'culture');
  return fc.constantFrom('Fuzz text', 'Yes', 'No');
}

/** A value of the schema's own type, so a body gets past its first check and reaches the handler. */
function plausible(schema: ZodLike | undefined, field: string, depth = 0): fc.Arbitrary<unknown> {
  const def = schema?._zod?.def;
  if (!def || depth > 5) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
      return plausibleText(field);
    case 'number':
    case 'int':
    case 'bigint':
      return fc.constantFrom(1, 2, 3);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.constant('2026-11-23T10:00:00Z');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array':
      return fc.array(plausible(def.element, field, depth + 1), { minLength: 1, maxLength: 3 });
    case 'object': {
      const shape = schema?.shape ?? {};
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([name, inner]) => [name, plausible(inner, name, depth + 1)]),
        ),
      );
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausible(option, field, depth + 1)));
    case 'optional':
    case 'nullable':
    case 'default':
      return plausible(def.innerType, field, depth + 1);
    case 'pipe':
      return plausible(def.in, field, depth + 1);
    default:
      return fc.constant(null);
  }
}

/**
 * A JSON body: the route's own fields with values of their type and one or two made hostile (so the
 * handler is reached with one bad value), or hostile throughout, or anything else at all.
 */
function hostileBody(route: RouteShape): fc.Arbitrary<Pick<InjectOptions, 'payload' | 'headers'>> {
  const shape = objectShape(route.schema?.body) ?? {};
  const fields = Object.keys(shape);
  const json = (value: unknown) => ({
    payload: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  });
  const typed = fc.record(
    Object.fromEntries(fields.map((field) => [field, plausible(shape[field], field)])),
  ) as fc.Arbitrary<Record<string, unknown>>;
  const mutated = fc
    .tuple(
      typed,
      fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
      fc.array(hostileJson(fields), { minLength: 2, maxLength: 2 }),
    )
    .map(([body, targets, values]) => {
      const copy = { ...body };
      targets.forEach((field, index) => {
        copy[field] = values[index];
      });
      return copy;
    });
  return fc.oneof(
    { weight: 5, arbitrary: mutated.map(json) },
    {
      weight: 2,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((field) => [field, hostileJson(fields)])), { requiredKeys: [] })
        .map(json),
    },
    { weight: 1, arbitrary: hostileJson(fields).map(json) },
    // Prototype pollution written out as text: an object literal would set the prototype, not a key.
    fc
      .constantFrom(
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"${fields[0] ?? 'id'}":1,"__proto__":{"polluted":1}}`,
      )
      .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } })),
    fc.constantFrom(
      { payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } },
      { payload: 'title=x&id=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: 'plain words', headers: { 'content-type': 'text/plain' } },
      { payload: '--x\r\n\r\n--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: 'x'.repeat(1_100_000), headers: { 'content-type': 'application/json' } },
      {
        payload: `${'['.repeat(400_000)}${']'.repeat(400_000)}`,
        headers: { 'content-type': 'application/json' },
      },
      {
        payload: JSON.stringify(Array.from({ length: 2000 }, () => [[[[{}]]]])),
        headers: { 'content-type': 'application/json' },
      },
    ),
  );
}

/** URL-encodes, keeping a lone surrogate as the bytes a client could still send. */
function encode(value: string): string {
  return encodeURIComponent(value.slice(0, 2000).toWellFormed()).replace(/%EF%BF%BD/g, '%ED%A0%80');
}

/** One path segment for a `:param` or `*`: hostile, mostly URL-encoded, sometimes raw. */
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: hostileString.map(encode) },
  // Ids of rows that exist, so updates and deletes of real rows are reached too.
  { weight: 2, arbitrary: fc.constantFrom('1', '2') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('999999', '../admin', '..%2f..%2fpackage.json', '%00', '%', '%E0%A4%A'),
  },
);

/** The route's own query parameters with values of their type, one of them hostile, or anything. */
function hostileQuery(route: RouteShape): fc.Arbitrary<string> {
  const shape = objectShape(route.schema?.querystring) ?? {};
  const names = Object.keys(shape);
  const key = keyArbitrary([...names, 'page', 'limit', 'q', 'category']);
  const pair = fc.tuple(key, hostileString).map(([name, value]) => `${encode(name)}=${encode(value)}`);
  const typed = fc
    .tuple(...names.map((name) => plausible(shape[name], name).map((value) => [name, value] as const)))
    .map((entries) =>
      entries.filter(([, value]) => value !== undefined && value !== null && typeof value !== 'object'),
    );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(typed, pair)
        .map(([entries, bad]) =>
          [...entries.map(([name, value]) => `${encode(name)}=${encode(String(value))}`), bad].join('&'),
        ),
    },
    fc.array(pair, { maxLength: 4 }).map((pairs) => pairs.join('&')),
    fc.constantFrom('page=1&page=2', 'a[b][c]=1', '__proto__[x]=1', '%', '&&&==', 'limit=-1&page=NaN'),
  );
}

/** A request to `route` with hostile path parameters, query string and (for writes) body. */
export function hostileRequest(route: RouteShape): fc.Arbitrary<InjectOptions> {
  const placeholders = route.url.match(/:[A-Za-z0-9_]+|\*/g) ?? [];
  const carriesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  return fc
    .record({
      segments: fc.tuple(...placeholders.map(() => pathSegment)),
      query: hostileQuery(route),
      body: carriesBody ? hostileBody(route) : fc.constant<Pick<InjectOptions, 'payload' | 'headers'>>({}),
    })
    .map(({ segments, query, body }) => {
      let index = 0;
      const pathname = route.url.replace(/:[A-Za-z0-9_]+|\*/g, () => segments[index++] ?? '');
      return {
        method: route.method,
        url: query ? `${pathname}?${query}` : pathname,
        ...body,
        headers: { ...(body.headers ?? {}) },
      } as InjectOptions;
    });
}
