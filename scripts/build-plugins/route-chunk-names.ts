/**
 * Which chunks each route of the app starts loading, read from the sources at build time for the
 * manifests' first-screen hint (./first-screen-hint.ts). The route table
 * (src/app/routing/route-table.ts) and the domains' descriptors declare every route as a
 * `RouteEntry` object literal: its `pattern` and a `load` that imports the page's chunk
 * (`webpackChunkName`), sometimes with a store slice's chunk started beside it
 * (`roomSlice.beside(import(...))`, whose own `import()` is in the slice's declaration).
 *
 * The bundler cannot say which pattern an `import()` belongs to (the pattern is a value the app
 * computes), so the TypeScript checker reads it: the route constants are `as const`, so
 * `anchorRoutes.home` has the type `'/anchor'`, and a call such as `paths.download()` is followed
 * into the arrow function it calls. Only the app's own modules are read (no package's types). The
 * compiler is loaded when the routes are first read (a production build), not whenever the configs
 * are (every `npm start` process: ~0.2 s each).
 * tests/unit/scripts/build-plugins/route-chunk-names.test.ts holds this reading to the route table.
 */
import path from 'node:path';
import type ts from 'typescript';

export interface RouteChunkNames {
  /** As the route table writes it, below the app's base: `/anchor/detail/:id`. */
  pattern: string;
  /** The named chunks its `load` starts: the page's first, then what loads beside it. */
  chunks: string[];
}

const root = path.resolve(__dirname, '../..');
const ROUTE_TABLE_FILE = path.join(root, 'src/app/routing/route-table.ts');

type TypeScript = typeof ts;

/** Reading the sources with the compiler `ts` (loaded by the caller). */
function routeReader(ts: TypeScript) {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    noEmit: true,
    types: [],
    // The patterns are string constants: no library types are needed to read them.
    noLib: true,
  };

  /** The program of the route table and the app's modules it reaches (relative imports only). */
  const program = (routeTableFile: string): ts.Program => {
    const host = ts.createCompilerHost(options);
    host.resolveModuleNameLiterals = (literals, containingFile, _redirected, compilerOptions) =>
      literals.map((literal) =>
        literal.text.startsWith('.')
          ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host)
          : { resolvedModule: undefined },
      );
    return ts.createProgram([routeTableFile], options, host);
  };

  /** The chunk names of the `import()` calls under `node` (a `webpackChunkName` comment each). */
  const importedChunkNames = (node: ts.Node, names: string[]): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const source = node.getSourceFile().text.slice(node.arguments.pos, node.arguments.end);
      const name = /webpackChunkName:\s*["']([^"']+)["']/.exec(source)?.[1];
      if (name && !names.includes(name)) names.push(name);
    }
    ts.forEachChild(node, (child) => importedChunkNames(child, names));
  };

  const propertyOf = (object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined => {
    for (const property of object.properties) {
      if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
        return property.initializer;
      }
    }
    return undefined;
  };

  /** A string the expression always has: its literal type, or the body of the arrow function it calls. */
  const constantString = (checker: ts.TypeChecker, expression: ts.Expression): string | undefined => {
    const type = checker.getTypeAtLocation(expression);
    if (type.isStringLiteral()) return type.value;
    if (ts.isCallExpression(expression) && expression.arguments.length === 0) {
      const declaration = checker.getResolvedSignature(expression)?.getDeclaration();
      if (declaration && ts.isArrowFunction(declaration) && !ts.isBlock(declaration.body)) {
        return constantString(checker, declaration.body);
      }
    }
    return undefined;
  };

  /**
   * The chunks `load` starts: its own `import()`s, and those in the declarations of the values it
   * uses from elsewhere (a lazy slice's `import()`, which `beside` starts with the page).
   */
  const loadedChunkNames = (checker: ts.TypeChecker, load: ts.Expression): string[] => {
    const names: string[] = [];
    importedChunkNames(load, names);
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        let symbol = checker.getSymbolAtLocation(node);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        const declaration = symbol?.valueDeclaration;
        if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
          importedChunkNames(declaration.initializer, names);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(load);
    return names;
  };

  return (routeTableFile: string): RouteChunkNames[] => {
    const routeProgram = program(routeTableFile);
    const checker = routeProgram.getTypeChecker();
    // The app's own modules: src/, two levels above the route table's folder.
    const sourceRoot = path.dirname(path.dirname(path.dirname(routeTableFile)));
    const routes: RouteChunkNames[] = [];
    const problems: string[] = [];
    for (const file of routeProgram.getSourceFiles()) {
      if (!file.fileName.startsWith(sourceRoot)) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isObjectLiteralExpression(node)) {
          const pattern = propertyOf(node, 'pattern');
          const load = propertyOf(node, 'load');
          if (pattern && load) {
            const where = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
            const value = constantString(checker, pattern);
            const chunks = loadedChunkNames(checker, load);
            if (value === undefined) problems.push(`${where}: the pattern is no constant string`);
            else if (chunks.length === 0) problems.push(`${where}: its load names no chunk (webpackChunkName)`);
            else routes.push({ pattern: value, chunks });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
    if (problems.length > 0) throw new Error(`Reading the routes' chunks:\n${problems.join('\n')}`);
    return routes;
  };
}

const read = new Map<string, RouteChunkNames[]>();

/**
 * Every route entry of the app with the chunks its `load` starts, in the order the sources are
 * read (not the route table's). An entry whose pattern is not a constant, or whose `load` names no
 * chunk, is an error: the hint would silently lose that page. Read once per build process (the
 * three compilations ask; a second or so of TypeScript each time otherwise).
 */
export function readRouteChunkNames(routeTableFile = ROUTE_TABLE_FILE): RouteChunkNames[] {
  const known = read.get(routeTableFile);
  if (known) return known;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see the comment at the top
  const routes = routeReader(require('typescript') as TypeScript)(routeTableFile);
  read.set(routeTableFile, routes);
  return routes;
}
