/**
 * fast-check arbitraries of hostile requests, shaped by the contract's own zod schemas: each field is either
 * a value of roughly the right shape (ids the database knows, valid phones, in-range numbers, enum members)
 * or something hostile (wrong type, NUL, lone surrogates, huge numbers, over-long text, injection strings).
 */
import { IDEMPOTENCY_KEY_HEADER } from '@zari/contract';
import { type RouteDef, UpdateProfileFields } from '@zari/contract/schemas';
import fc from 'fast-check';
import type { z } from 'zod';

export interface KnownValues {
  /** Ids of rows that exist, so some requests get past "not found" into the deeper code. */
  ids: string[];
  /** Valid phones, pincodes, codes, sizes and names. */
  strings: string[];
}

/** What the fuzz needs of a route of the contract's table. */
export type FuzzedRoute = Pick<RouteDef, 'method' | 'path' | 'params' | 'querystring' | 'body' | 'role'>;

export interface HostileRequest {
  url: string;
  signedIn: boolean;
  headers: Record<string, string>;
  payload?: string;
}

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '%',
  '%00',
  '%zz',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '\u202e\u0007',
  '__proto__',
  'constructor',
  '1e309',
  '-0',
  'NaN',
  'x'.repeat(5000),
  '9'.repeat(400),
  'data:image/png;base64,AAAA',
];

const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 31 + 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  1e21,
  1e308,
  -1e308,
  1e-300,
];

/**
 * Days and instants `Date.parse` reads and Postgres refuses or misreads (issue 27: each was a 500 in a back-office
 * cursor or `from`), plus unicode digits and out-of-range years.
 */
const CRAFTED_DATES = [
  'Tue 1',
  '2024-02-30',
  '99999',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '-000001-01-01',
  '2024-13-01',
  '２０２４-01-01',
  '2024-01-01 24:00:00+00',
  '2024-02-30 10:00:00+00',
  '0000-01-01 00:00:00+00',
  '2024-01-01 00:00:00+99',
  '2024-01-01 00:00:00+00 BC',
  '1e308',
  String(2 ** 53),
];

/** Cursors as this API encodes them ([created-at, id] in base64url JSON) around crafted instants. */
const craftedCursor = (known: KnownValues) =>
  fc
    .tuple(
      fc.oneof(
        fc.constantFrom(...CRAFTED_DATES),
        fc.constant('2026-01-05 10:11:12.123456+00'),
        hostileNumber,
      ),
      fc.oneof(fc.uuid(), fc.constantFrom(...known.ids), fc.constant('x')),
    )
    .map((key) => Buffer.from(JSON.stringify(key)).toString('base64url'));

/** Query fields of dates and cursors get crafted values most of the time, the schema's shape otherwise. */
function craftedField(key: string, known: KnownValues): fc.Arbitrary<unknown> | undefined {
  if (key === 'cursor')
    return fc.oneof(craftedCursor(known), fc.constantFrom(...CRAFTED_DATES), hostileText(known));
  if (key === 'from' || key === 'to')
    return fc.oneof(fc.constantFrom(...CRAFTED_DATES), fc.constant('2026-01-05'), hostileText(known));
  return undefined;
}

const hostileText = (known: KnownValues) =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_TEXT),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.uuid(),
    fc.constantFrom(...known.ids, ...known.strings),
  );

const hostileNumber = fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), fc.integer(), fc.double({ noNaN: true }));

const hostileAnything = (known: KnownValues): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileText(known),
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant({ ['__proto__']: { polluted: true } }),
    fc.array(hostileText(known), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), hostileText(known), { maxKeys: 3 }),
  );

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  items?: z.ZodType[];
  valueType?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
}

/** Any generated value as text: strings as they are, everything else as JSON. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');

/** Percent-encodes text; a lone surrogate, which has no UTF-8, goes as the invalid bytes a client could send. */
function encode(text: string) {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/\p{Cs}/gu, ''))}%ED%A0%80`;
  }
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** A value of roughly the schema's shape, any part of which may be hostile instead. */
export function shapedBy(schema: z.ZodType, known: KnownValues): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const shaped = (): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'object':
        return fc.record(
          Object.fromEntries(
            Object.entries(def.shape ?? {}).map(([key, field]) => [
              key,
              craftedField(key, known) ?? shapedBy(field, known),
            ]),
          ),
          { requiredKeys: [] },
        );
      case 'array':
        return fc.array(shapedBy(def.element as z.ZodType, known), { maxLength: 25 });
      case 'tuple':
        return fc.tuple(...(def.items ?? []).map((item) => shapedBy(item, known)));
      case 'record':
        return fc.dictionary(hostileText(known).map(String), shapedBy(def.valueType as z.ZodType, known), {
          maxKeys: 4,
        });
      case 'union':
        return fc.oneof(...(def.options ?? []).map((option) => shapedBy(option, known)));
      case 'optional':
      case 'nullable':
      case 'default':
        return fc.option(shapedBy(def.innerType as z.ZodType, known), { nil: undefined });
      case 'pipe':
        return shapedBy(def.in as z.ZodType, known);
      case 'enum':
        return fc.constantFrom(...Object.values(def.entries ?? {}));
      case 'literal':
        return fc.constantFrom(...(def.values ?? [null]));
      case 'boolean':
        return fc.boolean();
      case 'number':
        return fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 500_000 }), hostileNumber);
      case 'string':
        return def.format === 'uuid'
          ? fc.oneof(fc.constantFrom(...known.ids), fc.uuid())
          : hostileText(known);
      default:
        return hostileAnything(known);
    }
  };
  return fc.oneof({ weight: 4, arbitrary: shaped() }, { weight: 1, arbitrary: hostileAnything(known) });
}

/** A path parameter: well-formed most of the time, else text the router must cope with, raw or encoded. */
const pathSegment = (schema: z.ZodType | undefined, known: KnownValues) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: (schema ? shapedBy(schema, known) : hostileText(known)).map((value) =>
        encode(asText(value)),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%00', '..', 'a'.repeat(300), '%E0%A4%A') },
  );

/**
 * A query of the crafted fields alone (each alone or beside a valid one), so a crafted cursor or day is not
 * refused for another broken field before it reaches the code under test.
 */
function craftedQuery(schema: z.ZodObject, known: KnownValues): fc.Arbitrary<unknown> | undefined {
  const crafted = Object.keys(schema.shape).flatMap((key) => {
    const field = craftedField(key, known);
    return field ? [fc.record({ [key]: field })] : [];
  });
  return crafted.length > 0 ? fc.oneof(...crafted) : undefined;
}

const queryString = (schema: z.ZodObject | undefined, known: KnownValues) =>
  schema
    ? fc
        .oneof(
          { weight: 3, arbitrary: shapedBy(schema, known) },
          { weight: 2, arbitrary: craftedQuery(schema, known) ?? shapedBy(schema, known) },
        )
        .map((query) => {
          if (typeof query !== 'object' || query === null || Array.isArray(query))
            return `?q=${encode(asText(query))}`;
          const pairs = Object.entries(query).filter(([, value]) => value !== undefined);
          return pairs.length === 0
            ? ''
            : `?${pairs.map(([key, value]) => `${encode(key)}=${encode(asText(value))}`).join('&')}`;
        })
    : fc.constantFrom('', '?x=%', '?x=%00');

const BOUNDARY = '----zari-fuzz';

/** A body as a client might send it: JSON of the schema's shape, broken JSON, or (profile) multipart. */
function body(schema: z.ZodType | undefined, multipart: boolean, known: KnownValues) {
  const json = (schema ? shapedBy(schema, known) : hostileAnything(known)).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  }));
  const broken = fc.constantFrom(
    { contentType: 'application/json', payload: '{}' },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{"a":' },
    { contentType: 'application/json', payload: '\u0000' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%' },
    { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: 'x' },
  );
  const form = shapedBy(UpdateProfileFields, known).map((fields) => ({
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `${Object.entries(typeof fields === 'object' && fields !== null ? fields : { fullName: fields })
      .filter(([, value]) => value !== undefined)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${asText(value)}\r\n`,
      )
      .join('')}--${BOUNDARY}--\r\n`,
  }));
  return multipart
    ? fc.oneof(
        { weight: 3, arbitrary: form },
        { weight: 1, arbitrary: json },
        { weight: 1, arbitrary: broken },
      )
    : fc.oneof({ weight: 4, arbitrary: json }, { weight: 1, arbitrary: broken });
}

/** Hostile requests for one route of the contract's table. */
export function hostileRequest(
  name: string,
  route: FuzzedRoute,
  known: KnownValues,
): fc.Arbitrary<HostileRequest> {
  const paramNames = [...route.path.matchAll(/:([A-Za-z]+)|\{([A-Za-z]+)\}/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );
  const paramShapes = (route.params?.shape ?? {}) as Record<string, z.ZodType>;
  const path = fc
    .tuple(...paramNames.map((param) => pathSegment(paramShapes[param], known)))
    .map((segments) => {
      let index = 0;
      return route.path.replace(/:([A-Za-z]+)|\{([A-Za-z]+)\}/g, () => segments[index++] ?? '');
    });
  const multipart = name === 'updateUser';
  const sendsBody = route.method !== 'GET';
  return fc
    .record({
      path,
      search: queryString(route.querystring, known),
      signedIn: fc.oneof(
        { weight: 5, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom('', ' ', 'x'.repeat(300), 'clé')), {
        nil: undefined,
      }),
      body: sendsBody
        ? fc.option(body(route.body, multipart, known), { nil: undefined })
        : fc.constant(undefined),
    })
    .map(({ path: url, search, signedIn, idempotencyKey, body: sent }) => ({
      url: url + search,
      signedIn,
      headers: {
        ...(sent ? { 'content-type': sent.contentType } : {}),
        ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
      },
      ...(sent ? { payload: sent.payload } : {}),
    }));
}
