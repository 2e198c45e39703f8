import { MalformedDataError } from '@src/contracts/parse';

/**
 * `run` refuses the answer with the contracts' MalformedDataError, naming `path`: the place in the
 * answer that is wrong, which the error report carries.
 */
export function malformed(run: () => unknown, path: string): void {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(MalformedDataError);
  expect((error as MalformedDataError).path).toBe(path);
}
