import { shardFiles } from './shards';

const durations = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 10 };
const files = Object.keys(durations);

describe('shardFiles', () => {
  it('puts the longest files apart and fills the lighter shard', () => {
    expect(shardFiles(files, durations, 1, 2)).toEqual(['a.spec.ts', 'd.spec.ts']);
    expect(shardFiles(files, durations, 2, 2)).toEqual(['b.spec.ts', 'c.spec.ts']);
  });

  it('gives every file to exactly one shard, whatever the count', () => {
    for (const count of [1, 2, 3, 5]) {
      const all = Array.from({ length: count }, (_, i) =>
        shardFiles(files, durations, i + 1, count),
      );
      expect(all.flat().sort()).toEqual([...files].sort());
    }
  });

  it('counts a file not measured yet as an average one', () => {
    const withNew = [...files, 'new.spec.ts'];
    // The new file counts 55 s (the average): a, then b, then new beside b, c, d.
    const first = shardFiles(withNew, durations, 1, 2);
    const second = shardFiles(withNew, durations, 2, 2);
    expect([...first, ...second].sort()).toEqual([...withNew].sort());
    expect(first).toEqual(['a.spec.ts', 'c.spec.ts']);
    expect(second).toEqual(['b.spec.ts', 'd.spec.ts', 'new.spec.ts']);
  });
});
