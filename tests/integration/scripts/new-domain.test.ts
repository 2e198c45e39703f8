/**
 * `npm run new-domain <name>` into a copy of the repository: the domain it writes passes the
 * typecheck, lint and the recipe's conformance checks there, as a domain written by hand must.
 * Each runs over what the scaffold touched, not over the whole repository again: the typecheck
 * checks the written files against all they import, the lint is eslint on the written files, and
 * the recipe's checks (tests/support/domain-recipe.ts) run in this process over the copy's own
 * domain list.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { readAnswer, type Call } from '@src/contracts/http';
import type { DomainDescriptor } from '@src/platform/domain/domain-descriptor';
import type { Router } from '@shell-demo/server/router';
import type { RouteModule, ServerContext } from '@shell-demo/server/server-context';
import { newDomain } from '@scripts/new-domain';
import { domainRecipe } from '@tests/support/domain-recipe';

// A program over the app's sources and a lint process: a minute or two on two busy cores.
jest.setTimeout(300_000);

const repo = path.resolve(__dirname, '../../..');
/** What the scaffold writes into or the checks read, copied; the rest of the repository is linked. */
const COPIED = ['src', 'docs', 'bench', 'tests', 'shell-demo/server'];
const LINKED = ['node_modules', 'scripts'];
const LEFT_OUT = new Set(['results', 'screenshots']);
let tree: string;

beforeAll(() => {
  tree = mkdtempSync(path.join(tmpdir(), 'new-domain-'));
  for (const entry of readdirSync(repo, { withFileTypes: true })) {
    if (entry.isFile()) cpSync(path.join(repo, entry.name), path.join(tree, entry.name));
  }
  for (const folder of COPIED) {
    cpSync(path.join(repo, folder), path.join(tree, folder), {
      recursive: true,
      filter: (source) => !LEFT_OUT.has(path.basename(source)),
    });
  }
  for (const folder of LINKED) symlinkSync(path.join(repo, folder), path.join(tree, folder));
  // shell-demo's hosts (and their own node_modules) are linked; its server is copied, as the scaffold writes a route there.
  for (const entry of readdirSync(path.join(repo, 'shell-demo'))) {
    if (entry !== 'server') symlinkSync(path.join(repo, 'shell-demo', entry), path.join(tree, 'shell-demo', entry));
  }
});
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const isCode = (file: string): boolean => /\.tsx?$/.test(file);

/**
 * TypeScript's errors in `files`, checked with the tree's tsconfig.json against all they import,
 * and the names the edited files export without a written type. The files they import were checked
 * with the repository; an edited file whose exports keep their written types (`DOMAINS:
 * readonly DomainDescriptor[]`) changes no importer's types, so its importers need no check again.
 */
function typeCheck(files: readonly string[], edited: readonly string[]): { errors: string[]; untyped: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(tree, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json could not be read');
  const inTree = (file: string): string => path.join(tree, file);
  // The declaration files the project includes (CSS modules, the federation's remotes) go in too.
  const declarations = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [...files.map(inTree), ...declarations], options: config.options });
  const sources = files.map((file) => program.getSourceFile(inTree(file))!);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...sources.flatMap((source) => [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ]),
  ];
  const errors = diagnostics.map((diagnostic) => {
    const where = diagnostic.file ? `${path.relative(tree, diagnostic.file.fileName)}: ` : '';
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  });
  const untyped = edited.flatMap((file) =>
    program
      .getSourceFile(inTree(file))!
      .statements.filter(ts.isVariableStatement)
      .filter((statement) => statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword))
      .flatMap((statement) => statement.declarationList.declarations.filter((declaration) => !declaration.type))
      .map((declaration) => `${file}: ${declaration.name.getText()}`),
  );
  return { errors, untyped };
}

it('writes a domain that passes the typecheck, lint and the recipe test', async () => {
  const written = newDomain('tip-board', tree);
  expect(written).toEqual(
    expect.arrayContaining([
      'src/domains/tip-board/tip-board-domain.ts',
      'src/domains/tip-board/tip-board-routes.ts',
      'src/domains/tip-board/api/tip-board-api.ts',
      'src/domains/tip-board/store/tip-board-store.ts',
      'src/contracts/tip-board.ts',
      'shell-demo/server/routes/tip-board.ts',
      'shell-demo/server/routes/route-modules.ts',
      'src/contracts/backend-features.ts',
      'src/app/domains.ts',
      'docs/pages.md',
      'bench/domain-budgets.ts',
      'tests/e2e/tip-board.test.ts',
    ]),
  );
  expect(readFileSync(path.join(tree, 'src/app/domains.ts'), 'utf8')).toContain('  tipBoardDomain,\n];');
  expect(readFileSync(path.join(tree, 'docs/pages.md'), 'utf8')).toContain('| `/tip-board` |');
  expect(() => newDomain('tip-board', tree)).toThrow('exists already');
  expect(() => newDomain('TipBoard', tree)).toThrow('not a domain name');

  const writtenCode = written.filter(isCode);
  // The files it changed rather than created.
  const edited = writtenCode.filter((file) => existsSync(path.join(repo, file)));
  expect(edited).toEqual([
    'shell-demo/server/routes/route-modules.ts',
    'src/contracts/backend-features.ts',
    'src/app/domains.ts',
    'bench/domain-budgets.ts',
  ]);
  // The lint runs in a process of its own (its configuration is an ES module) while the typecheck runs here.
  const lint = promisify(execFile)(
    process.execPath,
    [path.join(repo, 'node_modules/eslint/bin/eslint.js'), ...writtenCode],
    {
      cwd: tree,
    },
  ).catch((failure: { stdout?: string }) => failure.stdout ?? String(failure));
  expect(typeCheck(writtenCode, edited)).toEqual({ errors: [], untyped: [] });
  expect(await lint).toEqual({ stdout: '', stderr: '' });

  // The copy's own domain list, the new descriptor in it, loaded as the app loads it.
  const { DOMAINS } = jest.requireActual<{ DOMAINS: readonly DomainDescriptor[] }>(path.join(tree, 'src/app/domains'));
  const { DOMAIN_BUDGETS } = jest.requireActual<{ DOMAIN_BUDGETS: Record<string, readonly string[]> }>(
    path.join(tree, 'bench/domain-budgets'),
  );
  expect(DOMAINS.map((domain) => domain.id)).toContain('tip-board');
  expect(domainRecipe(tree, DOMAINS).gaps(DOMAIN_BUDGETS)).toEqual([]);

  // The development server's route answers the declared call in the declaration's own shape.
  const { TipBoardCalls } = jest.requireActual<{ TipBoardCalls: Record<string, Call> }>(
    path.join(tree, 'src/contracts/tip-board'),
  );
  const { registerTipBoardRoutes } = jest.requireActual<{ registerTipBoardRoutes: RouteModule }>(
    path.join(tree, 'shell-demo/server/routes/tip-board'),
  );
  const handlers = new Map<Call, (request: unknown, params: unknown) => unknown>();
  const router = {
    handle: (call: Call, handler: (request: unknown, params: unknown) => unknown) => handlers.set(call, handler),
  };
  const competitions = new Map([[39, { id: 39, nameZh: '英超' }]]);
  registerTipBoardRoutes(router as unknown as Router, { world: () => ({ competitions }) } as unknown as ServerContext);
  const list = handlers.get(TipBoardCalls.list!);
  expect(list).toBeDefined();
  expect(readAnswer(TipBoardCalls.list!, list!({}, {}))).toEqual([{ id: 39, title: '英超' }]);
});
