import { fuzzShard } from './shard.ts';

fuzzShard(2, 2);
