// The product's rules live in the repository: docs/product.md (rules and texts) and
// docs/architecture.md (the shape of the code). Comments, docs and test names cite them as
// `docs/product.md §N.M`. The documents the prototype came with (SPEC.md, DECISIONS.md,
// ARCHITECTURE.md in a ../shared folder) are not part of a clone, so a citation of them dangles.
// This check fails on any such citation in a file git tracks, or would track (untracked files that
// .gitignore does not exclude), outside node_modules.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const self = relative(root, fileURLToPath(import.meta.url)).split(sep).join('/');

/** What a citation of the outside documents looks like, with what it should become. */
const CITATIONS = [
  // SPEC 4, DECISIONS 11, SPEC.md, "SPEC's messages", "the SPEC message", "ARCHITECTURE pitfalls":
  // the documents' names as all-capital words, whatever follows them.
  { pattern: /\b(?:SPEC|DECISIONS|ARCHITECTURE)\b/, hint: 'cite docs/product.md §N.M (or docs/architecture.md §N)' },
  // A document in the shared folder beside the repository, however reached.
  { pattern: /(?:\.\.\/)+shared\/[\w.-]+\.md\b|\/work\/shared\b/, hint: 'the shared folder is not in the repository; cite docs/' },
];

const SKIPPED = /(?:^|\/)(?:node_modules|\.git|dist|\.data|coverage|\.e2e-artifacts)\//;
const BINARY = /\.(?:png|jpe?g|gif|ico|webp|woff2?|ttf|otf|eot|pdf|zip|gz|tgz|xlsx?|ods|wasm|node)$/i;

function candidateFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return out.toString('utf8').split('\0').filter(Boolean);
  } catch {
    // No git (an unpacked archive): every file under the root.
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (SKIPPED.test(`${path}/`)) continue;
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

const findings = [];
let checked = 0;
for (const path of candidateFiles()) {
  if (path === self || SKIPPED.test(path) || BINARY.test(path)) continue;
  let text;
  try {
    if (!statSync(join(root, path)).isFile()) continue;
    text = readFileSync(join(root, path), 'utf8');
  } catch {
    continue; // deleted in the work tree but still in the index
  }
  if (text.includes('\0')) continue;
  checked++;
  text.split('\n').forEach((line, index) => {
    const hit = CITATIONS.find(({ pattern }) => pattern.test(line));
    if (hit) findings.push(`${path}:${index + 1}: ${line.trim().slice(0, 160)}\n    -> ${hit.hint}`);
  });
}

if (findings.length > 0) {
  console.error(`${findings.length} citation(s) of documents outside the repository (SPEC, DECISIONS, ARCHITECTURE, ../shared):`);
  for (const finding of findings) console.error(`  ${finding}`);
  console.error('The product\'s rules are in docs/product.md and docs/architecture.md; cite their sections instead.');
  process.exit(1);
}
console.log(`No citation of documents outside the repository (${checked} files checked).`);
