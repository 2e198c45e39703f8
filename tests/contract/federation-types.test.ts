/**
 * The federation contract's types: a host file written against federation.d.ts compiles,
 * and federation.d.ts is equal to src/contracts and the exposed modules, so a change of
 * shape on either side fails here.
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

function diagnosticsOf(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

const federation = path.join(root, 'federation.d.ts');
/** Ambient declarations the source relies on (CSS modules, module shims such as hls.js's light build). */
const css = path.join(root, 'css-modules.d.ts');
const ambient = [css, ...ts.sys.readDirectory(path.join(root, 'src'), ['.d.ts'])];

describe('federation.d.ts', () => {
  it('has no top-level import or export (else hosts get TS2307)', () => {
    const source = ts.createSourceFile(federation, ts.sys.readFile(federation)!, ts.ScriptTarget.ES2022);
    const topLevel = source.statements.filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement));
    expect(topLevel).toHaveLength(0);
  });

  it('lets a host use SportInfoApp, mount and the bridge events', () => {
    expect(diagnosticsOf([federation, path.join(root, 'tests/contract/fixtures/host-usage.tsx')])).toEqual([]);
  }, 60_000);

  it('matches src/contracts and the real exposed modules', () => {
    expect(diagnosticsOf([federation, ...ambient, path.join(root, 'tests/contract/fixtures/federation-matches-source.ts')])).toEqual([]);
  }, 60_000);

  it('a changed shape fails the check', () => {
    const changed = path.join(root, 'tests/contract/fixtures/federation-matches-source.ts');
    const host = ts.createCompilerHost({});
    const original = host.readFile;
    const mutated = path.join(root, 'federation.d.ts');
    const program = ts.createProgram({
      rootNames: [mutated, ...ambient, changed],
      options: { strict: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], skipLibCheck: true, types: [] },
      host: {
        ...host,
        readFile: (file) => {
          const text = original.call(host, file);
          return file === mutated && text ? text.replace('login: { backPath: string };', 'login: { backPath: number };') : text;
        },
        getSourceFile: (file, language) => {
          const text = file === mutated ? original.call(host, file)?.replace('login: { backPath: string };', 'login: { backPath: number };') : original.call(host, file);
          return text === undefined ? undefined : ts.createSourceFile(file, text, language);
        },
      },
    });
    expect(ts.getPreEmitDiagnostics(program).length).toBeGreaterThan(0);
  }, 60_000);
});
