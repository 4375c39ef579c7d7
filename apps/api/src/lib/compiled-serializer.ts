/**
 * Hot answers (catalogue reads, the pincode check) written by fast-json-stringify, compiled once per route
 * from the contract's own response schema: zod's encode plus JSON.stringify was a fifth of a read's CPU.
 * Like zod's serialiser it writes only the fields the schema lists (required ones first); unlike it, it does
 * not re-check the answer, which the services build from typed rows (test/compiled-serializer.test.ts
 * holds the two to the same JSON).
 */
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Keywords that only constrain values. Dropped, so that where the schema is a union (a full or a card list)
 * the serialiser tells the branches apart by their fields alone; `additionalProperties: false` goes too, so
 * a field the schema does not list is left out, as zod strips it, rather than failing the branch.
 */
const VALUE_RULES = new Set([
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
]);

function shapeOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOnly);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !VALUE_RULES.has(key) && !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, key === 'properties' ? mapValues(value, shapeOnly) : shapeOnly(value)]),
  );
}

const mapValues = (object: object, map: (value: unknown) => unknown) =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, map(value)]));

/** A serialiser of answers of `schema` (a zod schema of the contract). */
export function compileSerializer(schema: z.ZodType): (answer: unknown) => string {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  });
  return fastJson(shapeOnly(jsonSchema) as Schema);
}

/** A route's serializerCompiler: Fastify calls it with each response schema of the route, a zod schema here. */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) =>
  compileSerializer(schema as z.ZodType);
