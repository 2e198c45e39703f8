/**
 * Fuzz inputs from the declarations (src/contracts/schema.ts): a sample each schema accepts, and
 * its malformed variants — every node of the sample replaced by a value of the wrong kind (and
 * absent where the schema allows it). Plain readers (asNumber…) are leaves; wrappers are seen
 * through their parts.
 */
import type { Read, SchemaParts } from '@src/contracts/schema';

type Node = Read<unknown> & SchemaParts;

/** Leaves are opaque: the first of these each accepts is its sample, the first it refuses its wrong value. */
const LEAF_SAMPLES: unknown[] = [1, '1', true, '{}', 0, 'a', {}, []];
const WRONG_LEAF_VALUES: unknown[] = [{}, 'x', -1, [], 1.5];

const accepts = (read: Node, value: unknown): boolean => {
  try {
    read(value, 'sample');
    return true;
  } catch {
    return false;
  }
};

/** A key of a record's sample (any key is read the same). */
const RECORD_KEY = 'k';

/** Follows optional, defaulted and derived wrappers to the node that has the shape. */
function unwrap(schema: Node): { node: Node; absentOk: boolean } {
  let node = schema;
  let absentOk = false;
  while (node.inner && !node.fields && !node.item && !node.values && !node.cases && !node.entry) {
    absentOk ||= node.absentOk === true;
    node = node.inner as Node;
  }
  return { node, absentOk: absentOk || node.absentOk === true };
}

/**
 * A value the schema reads without an error (undefined when a leaf accepts none of LEAF_SAMPLES).
 * A variant's sample is its first case; a recursive schema is sampled once (its repeat is
 * undefined, and a list of repeats is empty).
 */
export function sampleOf(schema: Node, repeating: ReadonlySet<Node> = new Set()): unknown {
  const { node } = unwrap(schema);
  if (node.lazy) return repeating.has(node) ? undefined : sampleOf(node.lazy() as Node, new Set([...repeating, node]));
  if (node.fields)
    return Object.fromEntries(
      Object.entries(node.fields).map(([name, field]) => [name, sampleOf(field as Node, repeating)]),
    );
  if (node.item) {
    const item = sampleOf(node.item as Node, repeating);
    return item === undefined ? [] : [item, item];
  }
  if (node.values) return node.values[0];
  if (node.literal !== undefined) return node.literal;
  if (node.tag && node.cases) {
    const [tag, first] = Object.entries(node.cases)[0]!;
    return { ...(sampleOf(first as Node, repeating) as object), [node.tag]: tag };
  }
  if (node.entry) return { [RECORD_KEY]: sampleOf(node.entry as Node, repeating) };
  return LEAF_SAMPLES.find((value) => accepts(node, value));
}

export interface Variant {
  /** The path of the replaced node, as the parser names it. */
  path: string;
  /** The whole input with that node replaced. */
  input: unknown;
  /** The replacement is of the wrong kind (not an allowed absence). */
  wrong: boolean;
  /** The node is inside a list that drops unreadable items, so the answer may still be read. */
  dropped: boolean;
}

function wrongValue(node: Node): unknown {
  if (node.fields || node.item || node.cases || node.entry) return 'x';
  if (node.values) return '\u0000not one of them';
  return WRONG_LEAF_VALUES.find((value) => !accepts(node, value));
}

/** Every node of the sample replaced by a wrong value, and by null where the schema allows absence. */
export function malformedVariants(schema: Node, root = 'data'): Variant[] {
  const sample = sampleOf(schema);
  const variants: Variant[] = [];
  const walk = (current: Node, path: string, replace: (value: unknown) => unknown, dropped: boolean) => {
    const { node, absentOk } = unwrap(current);
    const wrong = wrongValue(node);
    if (wrong !== undefined) variants.push({ path, input: replace(wrong), wrong: true, dropped });
    if (absentOk) variants.push({ path, input: replace(null), wrong: false, dropped });
    if (node.fields) {
      for (const [name, field] of Object.entries(node.fields)) {
        walk(
          field as Node,
          `${path}.${name}`,
          (value) => replace({ ...(valueAt(sample, path) as object), [name]: value }),
          dropped,
        );
      }
    } else if (node.item && (valueAt(sample, path) as unknown[]).length > 0) {
      walk(
        node.item as Node,
        `${path}[0]`,
        (value) => replace([value, ...(valueAt(sample, path) as unknown[]).slice(1)]),
        dropped || node.dropsBad === true,
      );
    } else if (node.tag && node.cases) {
      // The first case's fields, the sample's case.
      const first = unwrap(Object.values(node.cases)[0] as Node).node;
      for (const [name, field] of Object.entries(first.fields ?? {})) {
        walk(
          field as Node,
          `${path}.${name}`,
          (value) => replace({ ...(valueAt(sample, path) as object), [name]: value }),
          dropped,
        );
      }
    } else if (node.entry) {
      walk(
        node.entry as Node,
        `${path}.${RECORD_KEY}`,
        (value) => replace({ ...(valueAt(sample, path) as object), [RECORD_KEY]: value }),
        dropped,
      );
    }
    // A recursive schema's repeat is not walked again: its first reading was.
  };
  walk(schema, root, (value) => value, false);
  return variants;
}

/** The sample's value at a path the walk built (`data.list[0].id`). */
function valueAt(sample: unknown, path: string): unknown {
  const steps = path.split(/\.|(?=\[)/).slice(1);
  return steps.reduce<unknown>(
    (value, step) => (step.startsWith('[') ? (value as unknown[])[0] : (value as Record<string, unknown>)[step]),
    sample,
  );
}

/** Every field name the declarations read, for generators that build objects by name. */
export function fieldNamesOf(schemas: readonly Node[]): string[] {
  const names = new Set<string>();
  const seen = new Set<Node>();
  const visit = (schema: Node | undefined) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    for (const [name, field] of Object.entries(schema.fields ?? {})) {
      names.add(name);
      visit(field as Node);
    }
    visit(schema.item as Node | undefined);
    visit(schema.inner as Node | undefined);
    visit(schema.entry as Node | undefined);
    Object.values(schema.cases ?? {}).forEach((schemaCase) => visit(schemaCase as Node));
  };
  schemas.forEach(visit);
  return [...names];
}
