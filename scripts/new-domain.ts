/**
 * `npm run new-domain <name> [-- --root <dir>]`: the first files of a domain, as
 * docs/adding-a-domain.md describes them — its folder (descriptor, id, routes with the tab's
 * words, messages, one page), its line in src/app/domains.ts, its row of docs/pages.md, its line
 * in bench/domain-budgets.ts and an end-to-end visit of its page: what the recipe's conformance
 * test (tests/unit/app/domain-recipe.test.ts) asks of every domain. The contracts file, the
 * development server's routes and the page's own bench scenario are the next steps of the recipe.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A domain's name: lower-case words joined by hyphens, as its folder and its paths are. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const constant = (name: string): string => name.replace(/-/g, '_').toUpperCase();

/** The files of the domain's folder, by path under src/domains/<name>. */
export function domainFiles(name: string): Record<string, string> {
  const id = camel(name);
  return {
    [`${name}-domain-id.ts`]: `/** The ${name} domain's name, which its stores register under. */
export const ${constant(name)}_DOMAIN = '${name}';
`,
    [`${name}-routes.ts`]: `/**
 * The ${name} domain's route patterns and its header tab's words: all the descriptor needs, so
 * the app's first screen carries only these.
 */
export const ${id}Routes = {
  home: '/${name}',
} as const;

/** The header tab's words: here, beside the patterns, because the descriptor (first screen) needs only these. */
export const tabWords = { ${id}: '${name}' } as const;
`,
    'messages.ts': `/** Every word the ${name} domain shows (Chinese UI). */
import { tabWords } from './${name}-routes';

export const messages = {
  pageTitle: tabWords.${id},
  empty: '暂无内容',
} as const;
`,
    [`${name}-domain.ts`]: `/** The ${name} domain's descriptor: its routes and its header tab. */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { ${constant(name)}_DOMAIN } from './${name}-domain-id';
import { ${id}Routes, tabWords } from './${name}-routes';

export const ${id}Domain = defineDomain({
  id: ${constant(name)}_DOMAIN,
  routes: [
    {
      id: '${name}',
      pattern: ${id}Routes.home,
      header: true,
      keepAlive: false,
      load: () => import(/* webpackChunkName: "page-${name}" */ './pages/${name}-page'),
    },
  ],
  headerTabs: [{ key: '${name}', label: tabWords.${id}, path: ${id}Routes.home, order: 60, hidden: true }],
});
`,
    [`pages/${name}-page.tsx`]: `/** /${name}: the ${name} domain's page. */
import { EmptyState } from '../../../ui/empty-state';
import { messages } from '../messages';

export default function ${id.charAt(0).toUpperCase()}${id.slice(1)}Page() {
  return (
    <section aria-label={messages.pageTitle}>
      <h1>{messages.pageTitle}</h1>
      <EmptyState title={messages.empty} />
    </section>
  );
}
`,
  };
}

/** `text` with `line` inserted before the first line matching `before` (which must exist). */
function insertBefore(text: string, before: RegExp, line: string, what: string): string {
  const lines = text.split('\n');
  const index = lines.findIndex((candidate) => before.test(candidate));
  if (index < 0) throw new Error(`new-domain: cannot find where to add ${what}`);
  lines.splice(index, 0, line);
  return lines.join('\n');
}

function edit(root: string, file: string, change: (text: string) => string): void {
  const full = path.join(root, file);
  writeFileSync(full, change(readFileSync(full, 'utf8')));
}

/** Writes the domain into the repository at `root`; returns the files it wrote or changed. */
export function newDomain(name: string, root: string): string[] {
  if (!NAME.test(name)) throw new Error(`new-domain: "${name}" is not a domain name (lower-case words joined by "-")`);
  const folder = path.join('src/domains', name);
  if (existsSync(path.join(root, folder))) throw new Error(`new-domain: ${folder} exists already`);
  const id = camel(name);
  const written: string[] = [];

  for (const [file, text] of Object.entries(domainFiles(name))) {
    const full = path.join(root, folder, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    written.push(path.join(folder, file));
  }

  edit(root, 'src/app/domains.ts', (text) =>
    insertBefore(
      insertBefore(text, /^$/, `import { ${id}Domain } from '../domains/${name}/${name}-domain';`, 'the import'),
      /^\];$/,
      `  ${id}Domain,`,
      'the list entry',
    ),
  );
  edit(root, 'docs/pages.md', (text) =>
    insertBefore(text, /^\| `\/download`/, `| \`/${name}\` | ${name} (header): its page |`, 'the pages.md row'),
  );
  edit(root, 'bench/domain-budgets.ts', (text) =>
    insertBefore(
      text,
      /^ {2}\/\/ The shared match layer/,
      // Its descriptor and routes are part of the first screen, which these budgets hold; its page
      // chunk gets a budget of its own with its bench scenario.
      `  '${name}': ['embeddedFirstScreenKb', 'standaloneFirstVisitKb'],`,
      'the bench line',
    ),
  );
  const e2e = path.join('tests/e2e', `${name}.test.ts`);
  writeFileSync(
    path.join(root, e2e),
    `/** The ${name} page in Chromium at 390x844, standalone: it opens and shows its title. */
import { screenshotPath, stackForFile } from './support/stack';

const stack = stackForFile(120_000);

it('opens /${name}', async () => {
  const { page } = await stack.newPage();
  await page.goto(\`\${stack.remoteUrl}/${name}\`);
  await page.getByRole('heading', { name: '${name}' }).waitFor();
  await page.screenshot({ path: screenshotPath('${name}-standalone') });
});
`,
  );
  written.push('src/app/domains.ts', 'docs/pages.md', 'bench/domain-budgets.ts', e2e);
  return written;
}

function main(): void {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = path.resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : '.');
  const name = args.find((arg, index) => !arg.startsWith('--') && index !== rootAt + 1);
  if (!name) throw new Error('usage: npm run new-domain <name> [-- --root <dir>]');
  for (const file of newDomain(name, root)) console.log(`wrote ${file}`);
  console.log(
    `next (docs/adding-a-domain.md): its calls declared once in src/contracts/${name}.ts (path, method, request and answer schemas), ` +
      'an api function per call over callApi(declaration, parameters), a development-server route per call with ' +
      'router.handle(declaration, (request, params) => answer), and its bench scenario',
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
