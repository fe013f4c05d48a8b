// What other modules and plugins may use of jobs; its other files are its own.
export { enqueue, isPending } from './queue.ts';
export type { JobQueue } from './queue.ts';
