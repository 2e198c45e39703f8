/** In band, what the files shared (e2e-environment.ts) closes here, after the last file. */
export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __closeWorkerKept?: () => Promise<void> }).__closeWorkerKept?.();
}
