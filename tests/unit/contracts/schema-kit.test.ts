/** The schema kit's shapes beyond objects and lists: constants, variants, records, recursion. */
import { asNumber, asString, listOf, MalformedDataError, strictNumber, withDefault } from '@src/contracts/parse';
import {
  derive,
  ignored,
  lazy,
  literal,
  object,
  readOrUndefined,
  record,
  variant,
  type Schema,
} from '@src/contracts/schema';

const failsAt = (read: () => unknown, path: string, expected: string) => {
  expect(read).toThrow(MalformedDataError);
  expect(read).toThrow(expect.objectContaining({ path, expected }));
};

describe('literal', () => {
  it('reads exactly its value and names it when refusing', () => {
    const ping = literal('ping');
    expect(ping('ping', 'data')).toBe('ping');
    failsAt(() => ping('pong', 'data.cmd'), 'data.cmd', '"ping"');
    expect(literal(3)(3, 'data')).toBe(3);
    failsAt(() => literal(3)('3', 'data'), 'data', '3');
  });
});

describe('variant', () => {
  const frame = variant('type', {
    heartbeat: object({ at: asNumber }),
    error: object({ message: asString }),
  });

  it('reads the case its tag names, tag first', () => {
    expect(frame({ type: 'heartbeat', at: '5', extra: 1 }, 'message')).toEqual({ type: 'heartbeat', at: 5 });
    expect(frame({ type: 'error', message: 'x' }, 'message')).toEqual({ type: 'error', message: 'x' });
  });

  it('refuses an unknown tag at the tag, naming the cases, and a case field at its own path', () => {
    failsAt(() => frame({ type: 'bye' }, 'message'), 'message.type', 'heartbeat | error');
    failsAt(() => frame({ at: 1 }, 'message'), 'message.type', 'string');
    failsAt(() => frame({ type: 'heartbeat', at: 'x' }, 'message'), 'message.at', 'number');
    // A tag that is a key of every object's prototype is no case.
    failsAt(() => frame({ type: 'toString' }, 'message'), 'message.type', 'heartbeat | error');
  });

  it('shows its tag and cases to walkers', () => {
    expect(frame.tag).toBe('type');
    expect(Object.keys(frame.cases!)).toEqual(['heartbeat', 'error']);
  });
});

describe('record', () => {
  it('reads every key with one reader, naming the key that fails', () => {
    const figures = record(asNumber);
    expect(figures({ shots: '4', corners: 2 }, 'data.home')).toEqual({ shots: 4, corners: 2 });
    failsAt(() => figures({ shots: 'many' }, 'data.home'), 'data.home.shots', 'number');
    failsAt(() => figures([], 'data.home'), 'data.home', 'object');
  });

  it('keeps a `__proto__` key a key, never the prototype', () => {
    const read = record(asNumber)(JSON.parse('{"__proto__": 1, "a": 2}'), 'data');
    expect(Object.getPrototypeOf(read)).toBe(Object.prototype);
    expect(Object.keys(read)).toEqual(['__proto__', 'a']);
  });
});

describe('lazy', () => {
  interface Node {
    id: number;
    children: Node[];
  }
  const node: Schema<Node> = object({ id: asNumber, children: withDefault(listOf(lazy(() => node)), []) });

  it('reads a shape that holds itself, naming deep paths', () => {
    expect(node({ id: 1, children: [{ id: 2, children: [{ id: 3 }] }] }, 'data')).toEqual({
      id: 1,
      children: [{ id: 2, children: [{ id: 3, children: [] }] }],
    });
    failsAt(
      () => node({ id: 1, children: [{ id: 2, children: [{ id: 'x' }] }] }, 'data'),
      'data.children[0].children[0].id',
      'number',
    );
  });
});

describe('derive', () => {
  it('gives the finish the path, to name what it refuses', () => {
    const named = derive(object({ nickName: withDefault<string | null>(asString, null) }), ({ nickName }, path) => {
      if (nickName === null) throw new MalformedDataError(`${path}.nickName`, 'string', null);
      return nickName;
    });
    expect(named({ nickName: 'a' }, 'data')).toBe('a');
    failsAt(() => named({}, 'data.list[2]'), 'data.list[2].nickName', 'string');
  });
});

it('ignored reads any answer as null', () => {
  expect(ignored({ anything: 1 }, 'data')).toBeNull();
  expect(ignored(undefined, 'data')).toBeNull();
});

it('readOrUndefined reads untrusted input, undefined where the schema refuses it; other failures still throw', () => {
  const tab = object({ tab: literal('news'), count: strictNumber });
  expect(readOrUndefined(tab, { tab: 'news', count: 2, extra: '<script>' }, 'payload')).toEqual({
    tab: 'news',
    count: 2,
  });
  expect(readOrUndefined(tab, { tab: 'news', count: '2' }, 'payload')).toBeUndefined();
  expect(readOrUndefined(tab, 'news', 'payload')).toBeUndefined();
  const broken = derive(tab, () => {
    throw new TypeError('a bug, not a wrong shape');
  });
  expect(() => readOrUndefined(broken, { tab: 'news', count: 1 }, 'payload')).toThrow(TypeError);
});
