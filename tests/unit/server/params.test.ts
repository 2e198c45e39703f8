/** @jest-environment node */
import { ApiError } from '../../../shell-demo/server/api-error';
import { integerParam, requireId } from '../../../shell-demo/server/params';

describe('integer parameters', () => {
  it('pass an integer in range, leave absence alone, and refuse the rest with a clear 10001', () => {
    expect(integerParam('size', 100, 1, 100)).toBe(100);
    expect(integerParam('size', undefined, 1, 100)).toBeUndefined();
    for (const bad of [0, 101, 1.5]) {
      expect(() => integerParam('size', bad, 1, 100)).toThrow(
        new ApiError(10001, '参数错误：size 应为 1 到 100 的整数'),
      );
    }
    expect(() => integerParam('page', -1, 1)).toThrow('参数错误：page 应为不小于 1 的整数');
  });

  it('an id is required and from 1', () => {
    expect(requireId({ userId: '500008' }, 'userId')).toBe(500008);
    expect(() => requireId({}, 'userId')).toThrow('参数错误：缺少 userId');
    expect(() => requireId({ userId: '0' }, 'userId')).toThrow('userId 应为不小于 1 的整数');
  });
});
