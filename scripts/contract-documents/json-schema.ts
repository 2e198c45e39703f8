/**
 * JSON Schema (2020-12, as OpenAPI 3.1 and AsyncAPI 3 read it) from the contract's declarations:
 * an answer's or a payload's schema (src/contracts/schema.ts) through its parts, a call's
 * parameters (src/contracts/request.ts) through theirs. A schema's leaves (asNumber, a sequence
 * number…) show no parts: what each accepts is asked of it, value by value, so the documents say
 * what the app really reads — a figure sent as a number or as its text, a field that may be absent.
 * A schema a contract module exports by name (`tipMessage`) becomes a named component.
 */
import {
  asBoolean,
  asDate,
  asNumber,
  asString,
  strictNumber,
  strictString,
  wholeNumber,
} from '../../src/contracts/parse';
import type { ParamParts, ParamRead } from '../../src/contracts/request';
import type { Read, SchemaParts } from '../../src/contracts/schema';

export type JsonSchema = Record<string, unknown>;
type Node = Read<unknown> & SchemaParts;

const accepts = (read: Read<unknown>, value: unknown): boolean => {
  try {
    read(value, 'probe');
    return true;
  } catch {
    return false;
  }
};

/** What a leaf takes, asked of it: the JSON types it reads, a number's kind and least value. */
function leafSchema(read: Node): JsonSchema {
  if (read.json) return { ...read.json };
  const boolean = accepts(read, true);
  if (boolean && accepts(read, 1) && !accepts(read, 2)) return { enum: [true, false, 0, 1, '0', '1'] };
  const number = accepts(read, 1.5) || accepts(read, 1);
  const text = accepts(read, 'x\u0001');
  const numericText = !text && accepts(read, '1');
  const object = accepts(read, {});
  const array = accepts(read, []);
  if (number && text && boolean && object && array) return {};
  const types: string[] = [];
  const schema: JsonSchema = {};
  if (text || numericText) types.push('string');
  if (number) {
    types.push(accepts(read, 1.5) ? 'number' : 'integer');
    if (!accepts(read, -1)) schema.minimum = 0;
  }
  // A figure may come as its text: the app reads both.
  if (numericText) schema.pattern = '^\\s*-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?\\s*$';
  if (boolean) types.push('boolean');
  if (object) types.push('object');
  if (array) types.push('array');
  if (types.length === 0) return { not: {} };
  return { type: types.length === 1 ? types[0] : types, ...schema };
}

const isLeaf = (node: Node) =>
  !node.fields && !node.item && !node.values && !node.cases && !node.entry && !node.lazy && node.literal === undefined;

/** Follows optional, defaulted and derived wrappers to the node that has the shape. */
function unwrap(schema: Node): Node {
  let node = schema;
  while (node.inner && !node.fields && !node.item && !node.values && !node.cases && !node.entry && !node.lazy) {
    node = node.inner as Node;
  }
  return node;
}

/** Adds `null` to what a schema accepts. */
function orNull(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  if (Array.isArray(schema.type)) return { ...schema, type: [...(schema.type as string[]), 'null'] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  if (schema.enum) return { ...schema, enum: [...(schema.enum as unknown[]), null] };
  return { anyOf: [schema, { type: 'null' }] };
}

/** The leaves every contract reads, named once in the documents by what they take. */
const LEAF_NAMES: readonly [string, string][] = [
  ['Figure', 'A number, or its text (the app reads both).'],
  ['WholeNumber', 'A whole number from 0, or its text.'],
  ['EpochMs', 'Milliseconds since the epoch (from 0), or its text.'],
  ['Text', 'A text (a number is read as its text).'],
  ['Flag', 'true or false, or 1 or 0 (as numbers or texts).'],
  ['StrictText', 'A text.'],
  ['StrictNumber', 'A number.'],
];
const LEAF_READERS = [asNumber, wholeNumber('whole number'), asDate, asString, asBoolean, strictString, strictNumber];
const LEAF_SIGNATURES = new Map(
  LEAF_READERS.map((read, index) => [JSON.stringify(leafSchema(read as Node)), LEAF_NAMES[index]!]),
);

/** A pascal-case component name from an export's name (`tipMessage` → `TipMessage`). */
export const componentName = (exportName: string): string => exportName[0]!.toUpperCase() + exportName.slice(1);

/**
 * Turns schemas into JSON Schema, naming the ones of `names` (`components` collects them, read
 * once each, so a recursive schema refers to itself).
 */
export class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly writing = new Set<string>();
  /** Names given to recursive schemas no module exports (`Recursive1`…), once each. */
  private readonly recursive = new Map<unknown, string>();

  constructor(
    private readonly names: ReadonlyMap<unknown, string>,
    private readonly refBase: string,
  ) {}

  /** The JSON Schema of what `schema` reads. */
  of(schema: Read<unknown>): JsonSchema {
    const name = this.names.get(schema);
    if (name !== undefined) return this.named(name, schema as Node);
    return this.shape(schema as Node);
  }

  private named(name: string, schema: Node): JsonSchema {
    if (!this.components[name] && !this.writing.has(name)) {
      this.writing.add(name);
      this.components[name] = this.shape(schema);
      this.writing.delete(name);
    }
    return { $ref: `${this.refBase}${name}` };
  }

  private shape(schema: Node): JsonSchema {
    const absentOk = accepts(schema, null);
    const node = unwrap(schema);
    if (absentOk && isLeaf(node) && !this.names.has(node)) return this.leaf(leafSchema(node), true);
    const inner = node === schema ? this.bare(node) : this.of(node);
    return absentOk ? orNull(inner) : inner;
  }

  private bare(node: Node): JsonSchema {
    if (node.lazy) {
      const target = node.lazy() as Node;
      if (this.names.has(target)) return this.of(target);
      if (!this.recursive.has(target)) this.recursive.set(target, `Recursive${this.recursive.size + 1}`);
      return this.named(this.recursive.get(target)!, target);
    }
    if (node.fields) return this.object(node.fields);
    if (node.item) {
      return {
        type: 'array',
        items: this.of(node.item),
        ...(node.dropsBad && {
          description: 'A row the app cannot read is left out (and reported), not the whole answer.',
        }),
      };
    }
    if (node.values) return { type: 'string', enum: [...node.values] };
    if (node.literal !== undefined) return { const: node.literal };
    if (node.tag && node.cases) {
      const tag = node.tag;
      return {
        oneOf: Object.entries(node.cases).map(([value, schemaCase]) => {
          const body = this.of(schemaCase) as {
            $ref?: string;
            properties?: Record<string, unknown>;
            required?: string[];
          };
          const tagged = { type: 'object', properties: { [tag]: { const: value } }, required: [tag] };
          if (body.$ref) return { allOf: [tagged, body] };
          return {
            ...body,
            ...tagged,
            properties: { ...tagged.properties, ...body.properties },
            required: [tag, ...(body.required ?? [])],
          };
        }),
        discriminator: { propertyName: tag },
      };
    }
    if (node.entry) return { type: 'object', additionalProperties: this.of(node.entry) };
    return this.leaf(leafSchema(node), false);
  }

  /** A leaf's schema by its name when it is one of LEAF_NAMES (so each is written once), else as it is. */
  private leaf(schema: JsonSchema, nullable: boolean): JsonSchema {
    const signature = JSON.stringify(schema);
    const known = LEAF_SIGNATURES.get(signature);
    if (!known) return nullable ? orNull(schema) : schema;
    const [name, description] = known;
    const full = nullable ? `${name}OrNull` : name;
    this.components[full] ??= {
      ...(nullable ? orNull(schema) : schema),
      description: nullable ? `${description} Null or absent: none.` : description,
    };
    return { $ref: `${this.refBase}${full}` };
  }

  private object(fields: Readonly<Record<string, Read<unknown>>>): JsonSchema {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(fields)) {
      properties[name] = this.of(field);
      if (!accepts(field, undefined)) required.push(name);
    }
    return { type: 'object', properties, ...(required.length > 0 && { required }) };
  }
}

type AnyParam = ParamRead<unknown, unknown>;

/** A parameter's parts, the refined reader's first: what it takes, its range, choices and fallback. */
function paramParts(read: AnyParam): ParamParts {
  const chain: ParamParts[] = [];
  for (let current: AnyParam | undefined = read; current; current = current.inner) chain.push(current);
  // The outer reader's word wins (a refinement narrows what it refines).
  return Object.assign({}, ...chain.reverse()) as ParamParts;
}

/** One parameter as JSON Schema, and whether a client must send it. */
export function paramSchema(read: AnyParam, json: boolean): { schema: JsonSchema; required: boolean } {
  const parts = paramParts(read);
  const schema: JsonSchema = {};
  switch (parts.kind) {
    case 'text':
      schema.type = 'string';
      break;
    case 'number':
      schema.type = parts.integer ? 'integer' : 'number';
      break;
    case 'boolean':
      schema.type = 'boolean';
      break;
    case 'switch':
      schema.type = 'integer';
      schema.enum = [0, 1];
      break;
    case 'id-list':
      Object.assign(
        schema,
        json
          ? { type: 'array', items: { type: 'integer', minimum: 1 } }
          : { type: 'string', description: 'Comma-separated ids (or a list in dot notation: `key[0]=1`).' },
      );
      break;
    default:
      break;
  }
  if (parts.allowed) schema.enum = [...parts.allowed];
  else {
    if (parts.minimum !== undefined) schema.minimum = parts.minimum;
    if (parts.maximum !== undefined) schema.maximum = parts.maximum;
  }
  if (parts.pattern) schema.pattern = parts.pattern;
  if (parts.fallback !== undefined && (typeof parts.fallback !== 'number' || Number.isFinite(parts.fallback))) {
    schema.default = parts.fallback;
  }
  return { schema, required: parts.required === true };
}
