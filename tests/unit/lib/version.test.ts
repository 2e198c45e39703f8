import { compareVersions, isVersionAtLeast } from '../../../src/lib/version';
import { NativeVersionGate } from '../../../src/contracts/native-bridge';

describe('version compare (numeric, part by part)', () => {
  it.each([
    ['4.3.1', '4.3.1', 0],
    ['4.10.0', '4.3.2', 1],
    ['4.3', '4.3.0', 0],
    ['4.2.9', '4.3.1', -1],
    ['5', '4.6.0', 1],
    ['4.6.0.1', '4.6.0', 1],
  ])('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  it('opens the native gates at their versions', () => {
    expect(isVersionAtLeast('4.3.0', NativeVersionGate.dialect)).toBe(false);
    expect(isVersionAtLeast('4.3.1', NativeVersionGate.dialect)).toBe(true);
    expect(isVersionAtLeast('4.3.1', NativeVersionGate.newProgramDetail)).toBe(false);
    expect(isVersionAtLeast('4.3.10', NativeVersionGate.newProgramDetail)).toBe(true);
    expect(isVersionAtLeast('4.5.9', NativeVersionGate.privilegeAnchor)).toBe(false);
    expect(isVersionAtLeast('4.6.0', NativeVersionGate.privilegeAnchor)).toBe(true);
  });
});
