import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The file, beside index.html, that names what the first page the server draws needs (backend/src/web/first-page.ts). */
export const FIRST_PAGE_FILES = 'first-page-files.json';

/**
 * The file index.html starts the app with, and the signed-in layout's and the dashboard's files with every file they import: for
 * the page the server draws, which links them from its head so their styles apply to the drawn markup at
 * once and their code downloads beside the entry (docs/decisions.md, "The first page drawn by the server").
 */
function firstPageFiles(bundle: OutputBundle): { entry: string | undefined; scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (scripts.has(fileName) || chunk?.type !== 'chunk') return;
    scripts.add(fileName);
    for (const style of chunk.viteMetadata?.importedCss ?? []) styles.add(style);
    chunk.imports.forEach(visit);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && (chunk.name === 'signed-in' || chunk.name === 'dashboard')) visit(chunk.fileName);
  // index.html loads `boot`: the entry's modules are in it.
  const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === 'boot')?.fileName;
  return { entry, scripts: [...scripts], styles: [...styles] };
}

/** The files signedInChunks makes: what the first screens run. */
export const CHUNK_NAMES = ['boot', 'shared-with-sign-in', 'signed-in', 'dashboard'] as const;

/**
 * What every page runs first (React, the router, the store, the session: the entry's whole static import
 * closure) in one file, `boot`, instead of the entry and nine files of 0.5-3 KB that it imports: the first
 * wave of a cold load was 13 requests on six connections, and a tablet's main thread paid for each file's
 * request and module record (docs/performance.md, "the first page's code in one file"). And
 * the signed-in shell (layout, live connection) in one file and the dashboard in another, instead of
 * the forty-odd files of a few hundred bytes each that automatic chunking made of them. On plain HTTP
 * (a dock LAN) a browser opens six connections to a server, so those files queued behind each other,
 * and the dashboard's list request behind them: 350 ms of a tablet's cold load (docs/performance.md,
 * "One file for the signed-in shell"). Modules the sign-in or landing page also use go into a third
 * file both load, so a visitor downloads nothing of the signed-in code.
 */
export function signedInChunks() {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'signed-in-chunks',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      /** `roots` and every module they import statically, leaving out `known`'s modules and what only they import. */
      const closure = (roots: string[], known = new Set<string>()) => {
        const found = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id) || known.has(id)) continue;
          found.add(id);
          pending.push(...imports(id));
        }
        return found;
      };
      const files = (...suffixes: string[]) => ids.filter((id) => suffixes.some((suffix) => id.endsWith(suffix)));
      const everyPage = closure(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      const visitors = closure(files('/features/auth/AuthPage.tsx', '/features/auth/LandingPage.tsx'), everyPage);
      const shell = closure(files('/app/layout/AppLayout.tsx', '/app/LiveSubscription.tsx'), everyPage);
      const dashboard = closure(files('/features/dashboard/DashboardScreen.tsx', '/features/dashboard/dashboardPrefetch.ts'), new Set([...everyPage, ...shell]));
      chunkOf.clear();
      for (const id of everyPage) if (!this.getModuleInfo(id)?.isEntry) chunkOf.set(id, 'boot');
      for (const [name, modules] of [['signed-in', shell], ['dashboard', dashboard]] as const) {
        for (const id of modules) chunkOf.set(id, visitors.has(id) ? 'shared-with-sign-in' : name);
      }
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: FIRST_PAGE_FILES, source: JSON.stringify(firstPageFiles(bundle)) });
    },
  };
  return {
    plugin,
    /** rolldown's codeSplitting groups: each captures the modules buildEnd gave its name. */
    groups: CHUNK_NAMES.map((name) => ({ name, test: (id: string) => chunkOf.get(id) === name })),
  };
}
