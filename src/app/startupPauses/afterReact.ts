import { yieldToVisiblePage } from '../../lib/browserTasks';

// Imported between src/start.tsx's imports: the start-up chunk's evaluation pauses here for one task (top-level
// await), so that no start-up task blocks the customer's input for long (Total Blocking Time, docs/performance.md)
// only while the page is visible: a background tab delays every timer, and a chain of them its whole start-up
await yieldToVisiblePage();
