/**
 * Site search and assistant latency on the server: index build once, then each query many times.
 * Usage: npx tsx scripts/search-bench.ts [runs]
 */
import { offlineAnswer } from '../lib/assistant/answer';
import { searchDocuments } from '../lib/search/documents';
import { search, searchIndex } from '../lib/search/engine';

const runs = Number(process.argv[2] ?? 200);
const QUERIES = ['quantum error correction', 'orion 9', 'gene editing', 'jobs', 'quantm computing', 'who is the ceo'];

const t0 = performance.now();
searchIndex();
const build = performance.now() - t0;
console.log(`documents: ${searchDocuments().length}; index build: ${build.toFixed(0)} ms`);

function measure(label: string, fn: () => unknown, times: number) {
  fn();
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  console.log(`${label.padEnd(44)} median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms`);
}

for (const query of QUERIES) measure(`search "${query}"`, () => search(query, 30), runs);
measure('assistant offline "How many qubits does Orion-9 have?"', () => offlineAnswer('How many qubits does Orion-9 have?'), Math.ceil(runs / 4));
