import { pageWith, withFirstPageFiles } from './first-page.js';

/** index.html as the build writes it (frontend/index.html), trimmed to what the first page touches. */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/site" as="fetch" crossorigin="use-credentials" />
    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>
    <script type="module" crossorigin src="/assets/boot-B.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/boot-C.css">
  </head>
  <body>
    <div id="root"><div class="centered-page" role="status" aria-label="Loading"><span></span></div></div>
  </body>
</html>`;

const FILES = {
  entry: 'assets/boot-B.js',
  scripts: ['assets/dashboard-D.js', 'assets/rolldown-runtime-A.js', 'assets/boot-B.js', 'assets/signed-in-E.js'],
  styles: ['assets/boot-C.css', 'assets/shared-F.css'],
};

describe('the first page drawn on the server', () => {
  const STYLES: Record<string, string> = { 'assets/boot-C.css': '.boot{color:red}', 'assets/shared-F.css': '.shared{margin:0}' };
  const readStyle = (file: string) => STYLES[file] ?? '';

  it("writes the layout's and the dashboard's styles into the page, holds its rendering until the drawn page is read, and asks nothing the page carries", () => {
    const shell = withFirstPageFiles(BUILT_INDEX, FILES, readStyle);
    expect(shell).not.toContain('/api/auth/user');
    expect(shell).not.toContain('/api/site');
    expect(shell).toContain('<style>.boot{color:red}</style><link rel="stylesheet" crossorigin href="/assets/boot-C.css" disabled>');
    expect(shell).toContain('<style>.shared{margin:0}</style><link rel="stylesheet" crossorigin href="/assets/shared-F.css" disabled>');
    expect(shell.match(/boot-C\.css/g)).toHaveLength(1);
    expect(shell).not.toMatch(/<link rel="stylesheet"[^>]*css">/);
    expect(shell).toMatch(/<link rel="expect" href="#dockflow-first-page" blocking="render"><\/head>/);
  });

  it('asks for the code once the page is painted: the entry and the files it imports, named once, none of them preloaded before', () => {
    const shell = withFirstPageFiles(BUILT_INDEX, FILES, readStyle);
    expect(shell).not.toContain('<script type="module" crossorigin src="/assets/boot-B.js">');
    expect(shell).not.toContain('modulepreload');
    expect(shell).toContain(
      '<script type="module" src="/after-first-paint.js" data-entry="/assets/boot-B.js" data-preload="/assets/boot-B.js /assets/dashboard-D.js /assets/signed-in-E.js"></script>',
    );
    expect(shell).toContain('<script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>');
  });

  it('refuses a style it cannot write into the page whole', () => {
    expect(() => withFirstPageFiles(BUILT_INDEX, FILES, () => 'a{}</style><script>alert(1)</script>')).toThrow('cannot be written into the page');
  });

  it('refuses an index.html that does not load the entry the build names (the page would never start)', () => {
    expect(() => withFirstPageFiles(BUILT_INDEX, { ...FILES, entry: 'assets/boot-OLD.js' }, readStyle)).toThrow('does not load the entry');
  });

  it('puts the drawn markup in place of the spinner, and the answers right after #root', () => {
    const page = pageWith(BUILT_INDEX, { root: '<div class="app-shell">$& $1 rows</div>', data: '<script type="application/json" id="x">{}</script>' });
    expect(page).toContain('<div id="root"><div class="app-shell">$& $1 rows</div></div><script type="application/json" id="x">{}</script>');
    expect(page).not.toContain('aria-label="Loading"');
  });
});
