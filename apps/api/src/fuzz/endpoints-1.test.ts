import { fuzzShard } from './shard.ts';

fuzzShard(1, 2);
