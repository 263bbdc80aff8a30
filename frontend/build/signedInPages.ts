import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the server sends a browser that carries a session cookie, beside index.html (backend/src/web/serve-frontend.ts). */
export const SIGNED_IN_PAGES = { shell: 'signed-in.html', dashboard: 'signed-in-dashboard.html' } as const;

interface SignedInPagesOptions {
  /** The chunks of the signed-in shell and of the dashboard (build/signedInChunks.ts names them). */
  shellChunks: string[];
  dashboardChunks: string[];
  /** The API requests the dashboard makes first (features/dashboard/firstRequests.ts). */
  dashboardRequests: readonly string[];
}

/**
 * index.html with the signed-in code named in its head, so a browser that comes back signed in fetches it
 * while the entry loads and runs, rather than once the entry asks for it; for the dashboard also its code and
 * its first API requests. Two round trips less on a tablet's cold load (docs/performance.md, "The signed-in
 * page names its code"). Files the entry already names are left out, and so is nothing a visitor loads:
 * a visitor is sent index.html as it is.
 */
export function signedInPages({ shellChunks, dashboardChunks, dashboardRequests }: SignedInPagesOptions): Plugin {
  return {
    name: 'signed-in-pages',
    // After Vite has written index.html, before the bundle's files are compressed (vite.config.ts).
    enforce: 'post',
    generateBundle: {
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const named = (names: string[]) => chunks.filter((chunk) => names.includes(chunk.name));
        const entry = staticClosure(bundle, chunks.filter((chunk) => chunk.isEntry));
        const shell = staticClosure(bundle, named(shellChunks), entry.files);
        const dashboard = staticClosure(bundle, named(dashboardChunks), new Set([...entry.files, ...shell.files]));
        const html = String(index.source);
        const page = (tags: string[]) => html.replace('</head>', `\n    ${tags.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: SIGNED_IN_PAGES.shell, source: page(hints(shell)) });
        this.emitFile({
          type: 'asset',
          fileName: SIGNED_IN_PAGES.dashboard,
          source: page([
            ...dashboardRequests.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="use-credentials">`),
            ...hints(shell),
            ...hints(dashboard),
          ]),
        });
      },
    },
  };
}

interface Closure {
  files: Set<string>;
  scripts: string[];
  styles: string[];
}

/** `roots`' files and every file they import statically, but `known`; with the stylesheets Vite loads beside them. */
function staticClosure(bundle: OutputBundle, roots: OutputChunk[], known = new Set<string>()): Closure {
  const closure: Closure = { files: new Set(), scripts: [], styles: [] };
  const pending = roots.map((chunk) => chunk.fileName);
  while (pending.length > 0) {
    const fileName = pending.shift()!;
    if (closure.files.has(fileName) || known.has(fileName)) continue;
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') continue;
    closure.files.add(fileName);
    closure.scripts.push(fileName);
    closure.styles.push(...(chunk.viteMetadata?.importedCss ?? []));
    pending.push(...chunk.imports);
  }
  return closure;
}

/**
 * Vite's loader adds a `<link>` for each file a lazy import needs unless the page has one already: for a
 * script any link, for a stylesheet only a `rel="stylesheet"` one, whose fetch (`crossorigin`) the preload
 * below matches, so the stylesheet is not fetched twice.
 */
function hints({ scripts, styles }: Closure): string[] {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
