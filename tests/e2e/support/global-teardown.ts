export default async function globalTeardown(): Promise<void> {
  // Each test file stops its own stack; nothing is shared across files.
}
