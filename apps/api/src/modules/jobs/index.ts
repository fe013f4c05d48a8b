// What other modules and plugins may use of jobs; its other files are its own.
export { enqueue } from './queue.ts';
export type { JobQueue } from './queue.ts';
