// `npm ci` refuses a lockfile that lacks any platform package a dependency lists as optional
// (@swc/core-win32-*, @unrs/resolver-binding-*...). npm writes such a lockfile without a word when
// the registry does not serve a platform package at the resolved version, which is why
// package.json pins those dependencies at releases served for every platform. This check names
// the missing ones before `npm ci` fails with a bare EUSAGE.
import { readFileSync } from 'node:fs';

const { packages } = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const listed = new Set(Object.keys(packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)));
const missing = [];
for (const [key, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!listed.has(name)) missing.push(`${name} (optional dependency of ${key || 'the root'})`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} platform package(s), so \`npm ci\` will refuse it:`);
  for (const line of missing) console.error(`  ${line}`);
  console.error('Pin the dependency at a release whose every platform package the registry serves, then regenerate the lockfile.');
  process.exit(1);
}
console.log(`package-lock.json lists every optional platform package (${Object.keys(packages).length} entries).`);
