import { FILE_PATH_PREFIX } from '@src/contracts/http';
import { describeFault, FaultRuleError, FaultStore, MAX_FAULT_RULES, parseFaultRule } from '@shell-demo/server/faults';

describe('dev server fault rules', () => {
  it('validates rules and names the wrong field', () => {
    expect(parseFaultRule({ pathPrefix: '/api/', times: 2, code: 403, msg: '没有权限' })).toEqual({
      pathPrefix: '/api/',
      times: 2,
      code: 403,
      msg: '没有权限',
    });
    expect(() => parseFaultRule({ times: 0, code: 1 })).toThrow('times');
    expect(() => parseFaultRule({ latency: 5 })).toThrow('未知字段：latency');
    expect(() => parseFaultRule({ pathPrefix: 'api', drop: true })).toThrow('pathPrefix');
    expect(() => parseFaultRule({ pathPrefix: '/api/' })).toThrow('至少需要');
    expect(() => parseFaultRule([])).toThrow('JSON 对象');
  });

  it('uses up a rule after its times and keeps a rule without times', () => {
    const store = new FaultStore();
    store.add({ pathPrefix: '/api/a', times: 2, code: 500 });
    store.add({ pathPrefix: '/api/', latencyMs: 10 });
    expect(store.take('/api/a/1')).toEqual(expect.objectContaining({ code: 500 }));
    expect(store.list()).toEqual([
      { pathPrefix: '/api/a', times: 1, code: 500 },
      { pathPrefix: '/api/', latencyMs: 10 },
    ]);
    expect(store.take('/api/a/1')).toEqual(expect.objectContaining({ code: 500 }));
    expect(store.take('/api/a/1')).toEqual({ pathPrefix: '/api/', latencyMs: 10 });
    expect(store.take('/api/b')).toEqual({ pathPrefix: '/api/', latencyMs: 10 });
    expect(store.take('/ssapi/b')).toBeUndefined();
  });

  it('applies rules to files only when they aim at files', () => {
    const store = new FaultStore();
    store.add({ code: 500 });
    expect(store.take(`${FILE_PATH_PREFIX}a.svg`)).toBeUndefined();
    store.add({ pathPrefix: FILE_PATH_PREFIX, drop: true });
    expect(store.take(`${FILE_PATH_PREFIX}a.svg`)).toEqual(expect.objectContaining({ drop: true }));
  });

  it(`keeps at most ${MAX_FAULT_RULES} rules and says how to make room`, () => {
    const store = new FaultStore();
    for (let index = 0; index < MAX_FAULT_RULES; index += 1) store.add({ code: 500 });
    expect(() => store.add({ code: 500 })).toThrow(FaultRuleError);
    expect(() => store.add({ code: 500 })).toThrow(/最多 100 条/);
    store.clear();
    store.add({ code: 500 });
    expect(store.list()).toHaveLength(1);
  });

  it('describes a fault for the request log', () => {
    expect(describeFault({ latencyMs: 300, code: 403 })).toBe('latency:300,code:403');
    expect(describeFault({ drop: true })).toBe('drop');
    expect(describeFault({ malformed: 'json' })).toBe('malformed:json');
  });
});
