// A small HTTP load driver for the benchmarks: N workers on a keep-alive agent, each sending its next
// request as soon as the previous answer has been read, for a fixed time. No dependencies.
import http from 'node:http';
import { readFile } from 'node:fs/promises';

export const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function send(agent, base, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(new URL(path, base), {
      agent,
      method,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * Runs `connections` workers against `base` for `seconds` (after `warmupSeconds` not counted).
 * `next(worker)` gives each worker's next request ({ method, path, headers, body }).
 * `latencies`: every counted request's, sorted (ms).
 */
export async function runLoad({ base, connections, seconds, warmupSeconds = 2, next }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  let firstError;
  let answered = 0;
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  const worker = async (index) => {
    while (performance.now() < end) {
      // Outside the try: a load that has run out of requests (no seeded row left) stops the benchmark
      // rather than counting a refusal a microsecond in a loop that never yields.
      const request = next(index);
      const started = performance.now();
      try {
        const { status, body } = await send(agent, base, request);
        if (status >= 400) {
          errors++;
          firstError ??= `${status} ${body.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= error.message;
      }
      answered++;
      if (started >= warmupEnd) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, index) => worker(index)));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, answered, rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, firstError, latencies };
}

/** Resident memory of a process, in MB, from /proc/<pid>/status (VmRSS). */
export async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/**
 * CPU time a process has used so far, user plus system, in µs (/proc/<pid>/stat; Linux counts it in
 * ticks of 1/100 s). Over a load, divided by the requests answered: what one request costs the
 * process, whatever else shares the machine.
 */
export async function cpuMicros(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Prints rows of { name, ...columns } as an aligned table. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join('  ');
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}
