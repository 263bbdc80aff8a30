// Preloaded into the app by the memory benchmarks (NODE_OPTIONS=--import, see bench/lib/memory.mjs), never
// in production: on SIGUSR2 the process collects its garbage (a full GC, through the inspector) and
// writes what is left into MEMORY_PROBE_DIR/memory-<pid>.json, so the bench reads the live heap
// without an HTTP endpoint for it.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import v8 from 'node:v8';

const session = new Session();
session.connect();
let sample = 0;
process.on('SIGUSR2', () => {
  // The main thread's session answers synchronously: the heap below is the one after the collection.
  session.post('HeapProfiler.collectGarbage', () => {
    const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    const report = { sample: ++sample, heapUsed, heapTotal, external, arrayBuffers, newSpace: newSpace?.space_size ?? 0 };
    // Written aside, then renamed: the bench never reads a half-written report.
    const file = path.join(process.env.MEMORY_PROBE_DIR, `memory-${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(report));
    renameSync(`${file}.tmp`, file);
  });
});
