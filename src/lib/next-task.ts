/**
 * Resolves in a new task: `await nextTask()` between start-up steps lets the browser render and
 * handle input in between, instead of one long task for all of them.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
