// Every npm script starts here: DockFlow needs Node 24 (MikroORM 7, NestJS 12). npm puts the pinned
// `node` devDependency (node_modules/.bin/node) first on PATH; anything older means that did not happen.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `DockFlow needs Node.js 24 or newer, but this script started on Node ${process.versions.node}.\n` +
      'Run it through npm (npm start, npm test) after `npm install`, which provides Node 24 from the pinned `node` package.',
  );
  process.exit(1);
}
