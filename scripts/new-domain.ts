/**
 * `npm run new-domain <name> [-- --root <dir>]`: the first files of a domain, as
 * docs/adding-a-domain.md describes them — its folder (descriptor, id, routes with the tab's
 * words, messages, one page), its line in src/app/domains.ts, its row of docs/pages.md, its line
 * in bench/domain-budgets.ts and an end-to-end visit of its page: what the recipe's conformance
 * test (tests/unit/app/domain-recipe.test.ts) asks of every domain. And the path of its data, one
 * call end to end: the call declared in its contracts file (and its feature in
 * backend-features.ts), the api made from the declaration, the store that loads it as a resource,
 * the page showing its four faces, and the development server's route answering it from the world.
 * The page's own bench scenario is the next step of the recipe.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A domain's name: lower-case words joined by hyphens, as its folder and its paths are. */
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const camel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string): string => camel(`-${name}`);
const constant = (name: string): string => name.replace(/-/g, '_').toUpperCase();

/** The files of the domain's folder, by path under src/domains/<name>. */
export function domainFiles(name: string): Record<string, string> {
  const id = camel(name);
  return {
    [`${name}-domain-id.ts`]: `/** The ${name} domain's name, which its stores register under. */
export const ${constant(name)}_DOMAIN = '${name}';
`,
    [`${name}-routes.ts`]: `/**
 * The ${name} domain's route patterns: with its tab's words (tab-messages.ts), all the descriptor
 * needs, so the app's first screen carries only these.
 */
export const ${id}Routes = {
  home: '/${name}',
} as const;
`,
    'tab-messages.zh-cn.ts': `/** The header tab's words in zh-CN, shipped with the code: the shape the other locales are typed against. */
export const tabWords = { ${id}: '${name}' } as const;
`,
    'tab-messages.ts': `/**
 * The header tab's words: beside the route patterns, because the descriptor (first screen) needs
 * only these; the other locales' in one module (tab-messages.locales.ts), in the frame's words chunk;
 * zh-CN's in tab-messages.zh-cn.ts.
 */
import { defineMessages, wordsInOneChunk } from '../../platform/i18n/messages';
import { tabWords } from './tab-messages.zh-cn';

export const tabMessages = defineMessages(
  tabWords,
  wordsInOneChunk(() => import(/* webpackChunkName: "words-frame" */ './tab-messages.locales')),
);
`,
    'tab-messages.locales.ts': `/** The header tab's words in the locales loaded when chosen (tab-messages.zh-cn.ts has zh-CN's). */
import type { LoadedLocale } from '../../platform/i18n/locale';
import type { LocaleMessages } from '../../platform/i18n/messages';
import type { tabWords } from './tab-messages.zh-cn';

export default {
  'zh-TW': { ${id}: '${name}' },
  'zh-HK': { ${id}: '${name}' },
  en: { ${id}: '${name}' },
} satisfies Record<LoadedLocale, LocaleMessages<typeof tabWords>>;
`,
    'messages.ts': `/** Every word the ${name} domain shows (Chinese UI). */
import { tabWords } from './tab-messages.zh-cn';

export const messages = {
  pageTitle: tabWords.${id},
  empty: '暂无内容',
} as const;
`,
    [`${name}-domain.ts`]: `/** The ${name} domain's descriptor: its routes and its header tab. */
import { defineDomain } from '../../platform/domain/domain-descriptor';
import { ${constant(name)}_DOMAIN } from './${name}-domain-id';
import { wordOf } from '../../platform/i18n/messages';
import { ${id}Routes } from './${name}-routes';
import { tabMessages } from './tab-messages';

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
  headerTabs: [{ key: '${name}', label: wordOf(tabMessages, '${id}'), path: ${id}Routes.home, order: 60, hidden: true }],
});
`,
    [`api/${name}-api.ts`]: `/**
 * The ${name} domain's calls, made from their declarations (contracts/${name}.ts): typed, signed and
 * read by the one HTTP client. Reads only: the page shows its own error state (silent).
 */
import { ${pascal(name)}Calls } from '../../../contracts/${name}';
import { callFunctions } from '../../../platform/http/call-functions';

export const ${id}Api = callFunctions(${pascal(name)}Calls, { silent: true });
`,
    'store/initial-state.ts': `/** The ${name} store's state: server data as received, each piece a resource. */
import type { ${pascal(name)}Item } from '../../../contracts/${name}';
import type { StateSlice } from '../../../platform/store/domain-store';
import { idleResource, type Resource } from '../../../platform/store/resource';

export interface ${pascal(name)}State {
  items: Resource<${pascal(name)}Item[]>;
}

export const initial${pascal(name)}State: ${pascal(name)}State = { items: idleResource() };

export type ${pascal(name)}Slice<Actions> = StateSlice<${pascal(name)}State, Actions>;
`,
    [`store/${name}-store.ts`]: `/**
 * The ${name} domain's one store: state in initial-state.ts, actions here (each calls the api, never
 * the network). It loads with the domain's page, not with the app's first screen.
 */
import { createDomainStore, fieldSlot, type DomainStore } from '../../../platform/store/domain-store';
import { resourceLoader } from '../../../platform/store/resource';
import { ${id}Api } from '../api/${name}-api';
import { ${constant(name)}_DOMAIN } from '../${name}-domain-id';
import { initial${pascal(name)}State, type ${pascal(name)}Slice, type ${pascal(name)}State } from './initial-state';

export interface ${pascal(name)}Actions {
  /** Loads the page's items; a failed refresh keeps them shown. */
  loadItems(): Promise<void>;
}

const create${pascal(name)}Actions: ${pascal(name)}Slice<${pascal(name)}Actions> = (set, get, scope) => {
  const items = resourceLoader({ scope, slot: fieldSlot(get, set, 'items'), fetch: () => ${id}Api.list() });
  return { loadItems: () => items.load() };
};

export type ${pascal(name)}Store = DomainStore<${pascal(name)}State, ${pascal(name)}Actions>;

export const use${pascal(name)}Store = createDomainStore<${pascal(name)}State, ${pascal(name)}Actions>(
  ${constant(name)}_DOMAIN,
  initial${pascal(name)}State,
  create${pascal(name)}Actions,
);
`,
    [`pages/${name}-page.tsx`]: `/** /${name}: the ${name} domain's page — its items, with a skeleton, an error state and an empty state. */
import { useEffect } from 'react';
import { ResourceView } from '../../../ui/resource-view';
import { messages } from '../messages';
import { use${pascal(name)}Store } from '../store/${name}-store';

export default function ${pascal(name)}Page() {
  const items = use${pascal(name)}Store((state) => state.items);
  const loadItems = use${pascal(name)}Store((state) => state.loadItems);
  useEffect(() => {
    void loadItems();
  }, [loadItems]);
  return (
    <section aria-label={messages.pageTitle}>
      <h1>{messages.pageTitle}</h1>
      <ResourceView resource={items} onRetry={() => void loadItems()} empty={messages.empty}>
        {() => (
          <ul>
            {items.data!.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  );
}
`,
  };
}

/** The files outside the domain's folder that it owns: its contracts file and its development-server routes. */
export function ownFiles(name: string): Record<string, string> {
  const id = camel(name);
  return {
    [`src/contracts/${name}.ts`]: `/**
 * The ${name} domain's calls and answers, declared once: the app's call functions, the development
 * server's routes, the tests and the contract documents are all typed from here. Ours (the spec
 * names no such call): the path is this table's decision.
 */
import { getCall } from './http';
import { asId, asString, listDroppingBad } from './parse';
import { object, type Infer } from './schema';

const ${id}Item = object({ id: asId, title: asString });
export type ${pascal(name)}Item = Infer<typeof ${id}Item>;

export const ${pascal(name)}Calls = {
  /** The page's items. */
  list: getCall('/api/${name}/list', {}, listDroppingBad(${id}Item)),
} as const;
`,
    [`shell-demo/server/routes/${name}.ts`]: `/**
 * The ${name} calls (${pascal(name)}Calls of src/contracts/${name}.ts) over the seeded world: the
 * competitions as the page's items, until the domain's own data joins the world.
 */
import { ${pascal(name)}Calls } from '../../../src/contracts/${name}';
import type { RouteModule } from '../server-context';

export const register${pascal(name)}Routes: RouteModule = (router, server) => {
  router.handle(${pascal(name)}Calls.list, () =>
    [...server.world().competitions.values()].map((competition) => ({ id: competition.id, title: competition.nameZh })),
  );
};
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
  const own = ownFiles(name);
  // Checked before anything is written, so a refused scaffold leaves the tree as it was.
  for (const taken of [folder, ...Object.keys(own)]) {
    if (existsSync(path.join(root, taken))) throw new Error(`new-domain: ${taken} exists already`);
  }
  const id = camel(name);
  const written: string[] = [];

  for (const [file, text] of Object.entries(domainFiles(name))) {
    const full = path.join(root, folder, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    written.push(path.join(folder, file));
  }

  for (const [file, text] of Object.entries(own)) {
    writeFileSync(path.join(root, file), text);
    written.push(file);
  }
  edit(root, 'shell-demo/server/routes/route-modules.ts', (text) =>
    insertBefore(
      insertBefore(text, /^$/, `import { register${pascal(name)}Routes } from './${name}';`, 'the route module import'),
      /^\];$/,
      `  register${pascal(name)}Routes,`,
      'the route module entry',
    ),
  );
  edit(root, 'src/contracts/backend-features.ts', (text) =>
    insertBefore(
      insertBefore(text, /^$/, `import { ${pascal(name)}Calls } from './${name}';`, 'the calls import'),
      /^\];$/,
      [
        '  {',
        `    id: '${name}',`,
        `    title: '${name}: its page',`,
        '    source: extension,',
        `    calls: Object.values(${pascal(name)}Calls),`,
        '    messages: [],',
        `    without: 'The ${name} page shows its error state with 重试.',`,
        "    why: 'A page of its own, read by visitors.',",
        '  },',
      ].join('\n'),
      'the backend feature',
    ),
  );
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
  written.push(
    'shell-demo/server/routes/route-modules.ts',
    'src/contracts/backend-features.ts',
    'src/app/domains.ts',
    'docs/pages.md',
    'bench/domain-budgets.ts',
    e2e,
  );
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
    `next (docs/adding-a-domain.md): its own calls in src/contracts/${name}.ts and their routes in ` +
      `shell-demo/server/routes/${name}.ts, \`npm run contracts\` to write the documents, and its bench scenario`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
