// Imported between src/start.tsx's imports: the start-up chunk's evaluation pauses here for one task (top-level
// await), so that no start-up task blocks the customer's input for long (Total Blocking Time, docs/performance.md)
await new Promise((resolve) => setTimeout(resolve, 0));
export {};
