/**
 * The federation contract's types: a host file written against federation.d.ts compiles,
 * and federation.d.ts is equal to src/contracts and the exposed modules, so a change of
 * shape on either side fails here.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { readZip } from './support/read-zip';

const root = path.resolve(__dirname, '../..');

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  skipLibCheck: true,
  types: [],
};

const describeDiagnostic = (diagnostic: ts.Diagnostic): string =>
  `${diagnostic.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;

/**
 * The diagnostics of the files under check (and the program's global ones). The sources they
 * import are type-checked as far as those files use them — the whole of src is `npm run
 * typecheck`'s job; checking it again here cost most of this file's time.
 */
function checkedDiagnostics(program: ts.Program, checked: readonly string[]): readonly ts.Diagnostic[] {
  return [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => {
      const source = program.getSourceFile(file);
      if (!source) throw new Error(`not in the program: ${file}`);
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    }),
  ];
}

/**
 * The file's programs share what they read: the standard library, React's types and the sources
 * are parsed once, not once a program (a parsed file is the same for every program of these
 * options; only federation.d.ts's mutants and the written fixtures differ, and they are read anew).
 */
const parsed = new Map<string, ts.SourceFile>();
const baseHost = ts.createCompilerHost(COMPILER_OPTIONS);
const sharedHost: ts.CompilerHost = {
  ...baseHost,
  getSourceFile(file, language, onError) {
    const shared = !file.startsWith(path.join(root, 'node_modules/.cache'));
    const known = shared ? parsed.get(file) : undefined;
    if (known) return known;
    const source = baseHost.getSourceFile(file, language, onError);
    if (source && shared) parsed.set(file, source);
    return source;
  },
};

/** Compiles `files` (with `context`, ambient declarations they need) and reports `files`' errors. */
function diagnosticsOf(files: string[], context: string[] = []): string[] {
  const program = ts.createProgram([...files, ...context], COMPILER_OPTIONS, sharedHost);
  return checkedDiagnostics(program, files).map(describeDiagnostic);
}

const federation = path.join(root, 'federation.d.ts');
/** Ambient declarations the source relies on (CSS modules, module shims such as hls.js's light build). */
const css = path.join(root, 'css-modules.d.ts');
const ambient = [css, ...ts.sys.readDirectory(path.join(root, 'src'), ['.d.ts'])];

describe('federation.d.ts', () => {
  it('has no top-level import or export (else hosts get TS2307)', () => {
    const source = ts.createSourceFile(federation, ts.sys.readFile(federation)!, ts.ScriptTarget.ES2022);
    const topLevel = source.statements.filter(
      (statement) =>
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement) || ts.isExportAssignment(statement),
    );
    expect(topLevel).toHaveLength(0);
  });

  it('lets a host use SportInfoApp, mount and the bridge events', () => {
    expect(diagnosticsOf([federation, path.join(root, 'tests/contract/fixtures/host-usage.tsx')])).toEqual([]);
  }, 60_000);

  it('matches src/contracts and the real exposed modules', () => {
    expect(
      diagnosticsOf([federation, path.join(root, 'tests/contract/fixtures/federation-matches-source.ts')], ambient),
    ).toEqual([]);
  }, 60_000);

  it('a changed shape fails the check', () => {
    const changed = path.join(root, 'tests/contract/fixtures/federation-matches-source.ts');
    const mutated = path.join(root, 'federation.d.ts');
    const mutatedText = () =>
      baseHost.readFile(mutated)?.replace('login: { backPath: string };', 'login: { backPath: number };');
    const program = ts.createProgram({
      rootNames: [mutated, ...ambient, changed],
      options: COMPILER_OPTIONS,
      host: {
        ...sharedHost,
        readFile: (file) => (file === mutated ? mutatedText() : baseHost.readFile(file)),
        getSourceFile: (file, language, onError) => {
          if (file !== mutated) return sharedHost.getSourceFile(file, language, onError);
          const text = mutatedText();
          return text === undefined ? undefined : ts.createSourceFile(file, text, language);
        },
      },
    });
    expect(checkedDiagnostics(program, [mutated, changed]).length).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * The generated types a MF 2.5+ host downloads (`metaData.types` in mf-manifest.json names
 * `@mf-types.zip`) must say what federation.d.ts says. Checked on the published zip when a
 * production build is there, else on the same declarations emitted here from the exposed modules
 * (what the DTS plugin runs), laid out as the plugin lays them out.
 */
describe('generated federation types', () => {
  const zip = path.join(root, 'dist/remote/@mf-types.zip');
  const cacheDir = path.join(root, 'node_modules/.cache');

  /** Writes the generated files and a checker next to them (inside the repository, so `react` resolves). */
  function checkGenerated(
    files: Map<string, string | Buffer>,
    federationText = ts.sys.readFile(federation)!,
  ): string[] {
    mkdirSync(cacheDir, { recursive: true });
    const dir = mkdtempSync(path.join(cacheDir, 'federation-types-'));
    try {
      for (const [name, text] of files) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      writeFileSync(path.join(dir, 'federation.d.ts'), federationText);
      writeFileSync(path.join(dir, 'check.ts'), GENERATED_MATCHES_FEDERATION);
      return diagnosticsOf([path.join(dir, 'federation.d.ts'), path.join(dir, 'check.ts')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  let emitted: Map<string, string> | undefined;
  /**
   * The exposed modules' declarations, emitted as the DTS plugin emits them (once: two tests read
   * them) — those of the exposed modules and of the sources their declarations import, which is
   * all a host's types reach. Emitting a file's declarations type-checks that file: the plugin's
   * whole-program emit checked all of src again, `npm run typecheck`'s job (~40 s of this file's 60).
   */
  function emitDeclarations(): Map<string, string> {
    if (emitted) return emitted;
    const files = new Map<string, string>();
    const exposed = ['sport-info-app.tsx', 'mount.ts', 'bridge.ts', 'alerts.ts'].map((file) =>
      path.join(root, 'src/expose', file),
    );
    const options: ts.CompilerOptions = {
      ...COMPILER_OPTIONS,
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: root,
      outDir: '/compiled-types',
    };
    const program = ts.createProgram([...exposed, ...ambient], options, sharedHost);
    const pending = [...exposed];
    const seen = new Set<string>();
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      program.emit(program.getSourceFile(file), (written, text) => {
        files.set(path.relative('/', written), text);
        // Every module the declarations name (imports and `import("…")` types) in the sources.
        for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
          const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
          if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts'))
            pending.push(resolved.resolvedFileName);
        }
      });
    }
    for (const [expose, source] of [
      ['SportInfoApp', 'sport-info-app'],
      ['mount', 'mount'],
      ['bridge', 'bridge'],
      ['alerts', 'alerts'],
    ] as const) {
      const target = `./compiled-types/src/expose/${source}`;
      files.set(`${expose}.d.ts`, `export * from '${target}';\nexport { default } from '${target}';\n`);
    }
    emitted = files;
    return files;
  }

  it('the declarations emitted from the exposed modules match federation.d.ts', () => {
    const generated = emitDeclarations();
    expect(generated.has('compiled-types/src/expose/sport-info-app.d.ts')).toBe(true);
    expect(checkGenerated(generated)).toEqual([]);
  }, 120_000);

  it('a federation.d.ts that disagrees with them fails the check', () => {
    const changed = ts.sys
      .readFile(federation)!
      .replace('export function mount(element: Element,', 'export function mount(element: HTMLElement,');
    expect(checkGenerated(emitDeclarations(), changed).length).toBeGreaterThan(0);
  }, 120_000);

  (existsSync(zip) ? it : it.skip)(
    'the published @mf-types.zip (production build) matches federation.d.ts',
    () => {
      const published = readZip(readFileSync(zip));
      expect([...published.keys()]).toEqual(expect.arrayContaining(['SportInfoApp.d.ts', 'mount.d.ts', 'bridge.d.ts']));
      expect(checkGenerated(published)).toEqual([]);
    },
    120_000,
  );
});

/** Mutual assignability: what a host gets from the generated types is what federation.d.ts promises, and back. */
const GENERATED_MATCHES_FEDERATION = `
import type GeneratedApp from './SportInfoApp';
import type { mount as generatedMount } from './mount';
import type generatedMountDefault from './mount';
import type FederatedApp from 'sportInfo/SportInfoApp';
import type { mount as federatedMount } from 'sportInfo/mount';
import type generatedBridge from './bridge';
import type { mount as generatedAlerts } from './alerts';
import type { mount as federatedAlerts } from 'sportInfo/alerts';
import type federatedBridge from 'sportInfo/bridge';
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type Checks = [
  Assert<Same<Parameters<typeof GeneratedApp>, Parameters<typeof FederatedApp>>>,
  Assert<Same<ReturnType<typeof GeneratedApp>, ReturnType<typeof FederatedApp>>>,
  Assert<Same<Parameters<typeof generatedMount>, Parameters<typeof federatedMount>>>,
  Assert<Same<ReturnType<typeof generatedMount>, ReturnType<typeof federatedMount>>>,
  Assert<Same<typeof generatedMountDefault, typeof federatedMount>>,
  Assert<Same<typeof generatedBridge, typeof federatedBridge>>,
  Assert<Same<Parameters<typeof generatedAlerts>, Parameters<typeof federatedAlerts>>>,
  Assert<Same<ReturnType<typeof generatedAlerts>, ReturnType<typeof federatedAlerts>>>,
];
`;
