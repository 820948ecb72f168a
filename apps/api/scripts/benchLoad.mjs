// The load generator of bench.ts, in a worker thread of its own so it does not share
// the server's event loop: `connections` keep-alive connections, each sending its next request as
// soon as the previous answer has been read, for `seconds`. Posts back every latency (ms) and how
// many answers had an unexpected status.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { port, requests, connections, seconds, expectStatus } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
let failures = 0;
let firstFailure = null;
let next = 0;

function send({ method, path, body }) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: payload
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
          : {},
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const deadline = performance.now() + seconds * 1000;
async function connection() {
  while (performance.now() < deadline) {
    const spec = requests[next++ % requests.length];
    const started = performance.now();
    const answer = await send(spec);
    latencies.push(performance.now() - started);
    if (answer.status !== expectStatus) {
      failures++;
      firstFailure ??= `${spec.method} ${spec.path}: ${answer.status} ${answer.body.slice(0, 300)}`;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: connections }, connection));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
parentPort.postMessage({ latencies, failures, firstFailure, elapsed });
