/**
 * Fault injection: rules registered through `DevCalls.faults` and
 * one-off faults from the `x-dev-fault` header, so tests and QA can see how the client
 * behaves on slow, failing, malformed or dropped responses.
 */
import type { IncomingMessage } from 'node:http';
import { DEV_FAULT_HEADER, DevCalls, type FaultRule } from '../../src/contracts/dev-server';
import { FILE_PATH_PREFIX } from '../../src/contracts/http';
import { ApiError, DevServerCode } from './api-error';
import { singleHeader } from './request-headers';

export class FaultRuleError extends Error {
  override readonly name = 'FaultRuleError';
}

/** The fault of the `x-dev-fault` header, if any; a malformed header is the caller's error (400). */
export function headerFault(request: IncomingMessage): FaultRule | undefined {
  const header = singleHeader(request.headers[DEV_FAULT_HEADER]);
  if (!header) return undefined;
  try {
    return parseFaultRule(JSON.parse(header));
  } catch (error) {
    const reason = error instanceof FaultRuleError ? error.message : '不是合法的 JSON';
    throw new ApiError(DevServerCode.BadParams, `${DEV_FAULT_HEADER} 请求头无效：${reason}`, 400);
  }
}

/** Validates untrusted JSON (a request body or the header) into a FaultRule. */
export function parseFaultRule(value: unknown): FaultRule {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FaultRuleError('故障规则应为 JSON 对象');
  }
  const input = value as Record<string, unknown>;
  const known = ['pathPrefix', 'times', 'latencyMs', 'code', 'msg', 'malformed', 'drop'];
  const unknown = Object.keys(input).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    throw new FaultRuleError(`故障规则有未知字段：${unknown.join(', ')}（可用：${known.join(', ')}）`);

  const rule: FaultRule = {};
  const { pathPrefix, times, latencyMs, code, msg, malformed, drop } = input;
  if (pathPrefix !== undefined) {
    if (typeof pathPrefix !== 'string' || !pathPrefix.startsWith('/'))
      throw new FaultRuleError('pathPrefix 应为以 / 开头的路径');
    rule.pathPrefix = pathPrefix;
  }
  if (times !== undefined) {
    if (!Number.isInteger(times) || (times as number) < 1) throw new FaultRuleError('times 应为正整数');
    rule.times = times as number;
  }
  if (latencyMs !== undefined) {
    if (typeof latencyMs !== 'number' || latencyMs < 0 || latencyMs > 120_000)
      throw new FaultRuleError('latencyMs 应为 0 到 120000 的数字');
    rule.latencyMs = latencyMs;
  }
  if (code !== undefined) {
    if (!Number.isInteger(code)) throw new FaultRuleError('code 应为整数');
    rule.code = code as number;
  }
  if (msg !== undefined) {
    if (typeof msg !== 'string') throw new FaultRuleError('msg 应为字符串');
    rule.msg = msg;
  }
  if (malformed !== undefined) {
    if (malformed !== 'shape' && malformed !== 'json') throw new FaultRuleError("malformed 应为 'shape' 或 'json'");
    rule.malformed = malformed;
  }
  if (drop !== undefined) {
    if (typeof drop !== 'boolean') throw new FaultRuleError('drop 应为布尔值');
    rule.drop = drop;
  }
  if (rule.latencyMs === undefined && rule.code === undefined && rule.malformed === undefined && !rule.drop) {
    throw new FaultRuleError('故障规则至少需要 latencyMs、code、malformed 或 drop 之一');
  }
  return rule;
}

/** Short description for the request log, e.g. `latency:300,code:403`. */
export function describeFault(rule: FaultRule): string {
  const parts: string[] = [];
  if (rule.latencyMs !== undefined) parts.push(`latency:${rule.latencyMs}`);
  if (rule.drop) parts.push('drop');
  if (rule.code !== undefined) parts.push(`code:${rule.code}`);
  if (rule.malformed) parts.push(`malformed:${rule.malformed}`);
  return parts.join(',');
}

/** Rules in force at most: a script that adds rules in a loop gets a 400, not a server that slows with each call. */
export const MAX_FAULT_RULES = 100;

export class FaultStore {
  private rules: FaultRule[] = [];

  /** Throws FaultRuleError when MAX_FAULT_RULES are in force already. */
  add(rule: FaultRule): void {
    if (this.rules.length >= MAX_FAULT_RULES) {
      throw new FaultRuleError(`最多 ${MAX_FAULT_RULES} 条故障规则，请先清除（DELETE ${DevCalls.faults}）`);
    }
    this.rules.push({ ...rule });
  }

  clear(): void {
    this.rules = [];
  }

  /** The rules still in force (with their remaining `times`). */
  list(): FaultRule[] {
    return this.rules.map((rule) => ({ ...rule }));
  }

  /**
   * The first rule that matches the path, using up one of its `times`. File downloads are
   * matched only by rules aimed at files, so a global rule meant for calls is not spent on
   * the images a page happens to load.
   */
  take(path: string): FaultRule | undefined {
    const isFile = path.startsWith(FILE_PATH_PREFIX);
    const index = this.rules.findIndex((rule) => {
      const prefix = rule.pathPrefix ?? '';
      if (isFile && !prefix.startsWith(FILE_PATH_PREFIX)) return false;
      return path.startsWith(prefix);
    });
    if (index < 0) return undefined;
    const rule = this.rules[index]!;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return { ...rule };
  }
}
