/**
 * `npm run contracts`: the contract documents from the declarations of src/contracts —
 *   docs/reference/openapi.json   OpenAPI 3.1, every call (Redocly's linter checks it)
 *   docs/reference/asyncapi.json  AsyncAPI 3.0, the push socket (the AsyncAPI parser checks it)
 *   docs/backend.md               which calls and messages turn which feature on (the tables
 *                                 between its markers; its prose is written by hand)
 *   dist/reference/index.html     the reference page for reading (Redoc, through Redocly's CLI)
 * `npm run contracts -- --check` writes nothing: it fails when a committed document is not what
 * the declarations write, when a validator finds an error, or when a declared call or push message
 * belongs to no feature (no documents). `npm test` runs the check (tests/unit/contracts/contract-documents.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Parser } from '@asyncapi/parser';
import { BACKEND_FEATURES } from '../src/contracts/backend-features';
import { asyncApiDocument } from './contract-documents/asyncapi';
import { backendDoc, withGeneratedPart } from './contract-documents/backend-doc';
import { readDeclarations } from './contract-documents/declarations';
import { featuresOf, openApiDocument } from './contract-documents/openapi';

const root = path.resolve(__dirname, '..');
const DOCUMENTS = {
  openapi: 'docs/reference/openapi.json',
  asyncapi: 'docs/reference/asyncapi.json',
  backend: 'docs/backend.md',
} as const;
const REFERENCE_PAGE = 'dist/reference/index.html';
/** Redocly's CLI asks nothing of the network: no telemetry, no update notice. */
const REDOCLY_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');

/** JSON for reading and for diffs: a value that fits in a line stays on one, larger ones open up. */
function formatJson(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (typeof value !== 'object' || value === null || flat.length + indent.length <= 110) return flat;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => `${inner}${formatJson(item, inner)}`)
    : Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}\n${indent}${close}`;
}
const json = (value: unknown) => `${formatJson(value)}\n`;

async function documents(): Promise<{ texts: Record<keyof typeof DOCUMENTS, string>; problems: string[] }> {
  const declarations = await readDeclarations();
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const problems = [
    ...declarations.calls
      .filter(({ call }) => featuresOf(call).length === 0)
      .map(({ name }) => `${name}: a declared call of no feature in src/contracts/backend-features.ts (no documents)`),
    ...declarations.messages
      .filter((message) => !BACKEND_FEATURES.some((feature) => feature.messages.includes(message)))
      .map((message) => `${message.namespace} ${message.name}: a declared push message of no feature (no documents)`),
    ...BACKEND_FEATURES.flatMap((feature) =>
      feature.calls
        .filter((call) => !declarations.calls.some((declared) => declared.call === call))
        .map((call) => `${feature.id}: ${call.path} is not in a call table`),
    ),
  ];
  const page = readFileSync(path.join(root, DOCUMENTS.backend), 'utf8');
  let backend = page;
  try {
    backend = withGeneratedPart(page, backendDoc(declarations.calls, declarations.codeNames));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return {
    texts: {
      openapi: json(openApiDocument(declarations, version)),
      asyncapi: json(asyncApiDocument(declarations, version)),
      backend,
    },
    problems,
  };
}

/** Redocly's lint (its recommended rules, errors only) of an OpenAPI file: the problems it finds. */
function lintOpenApi(file: string): string[] {
  const result = spawnSync(process.execPath, [redocly, 'lint', file, '--format=json', '--extends=recommended'], {
    encoding: 'utf8',
    env: REDOCLY_ENV,
  });
  try {
    const report = JSON.parse(result.stdout) as {
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    return report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `openapi ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`);
  } catch {
    return [`redocly lint did not answer: ${result.stderr || result.stdout}`];
  }
}

/** The AsyncAPI parser's errors (severity 0) of the document. */
async function validateAsyncApi(text: string): Promise<string[]> {
  const diagnostics = await new Parser().validate(text);
  return diagnostics
    .filter((diagnostic) => diagnostic.severity === 0)
    .map((diagnostic) => `asyncapi ${diagnostic.code} at ${diagnostic.path.join('.')}: ${diagnostic.message}`);
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check');
  const { texts, problems } = await documents();
  const scratch = mkdtempSync(path.join(tmpdir(), 'sport-info-contracts-'));
  try {
    const openapiFile = path.join(scratch, 'openapi.json');
    writeFileSync(openapiFile, texts.openapi);
    problems.push(...lintOpenApi(openapiFile), ...(await validateAsyncApi(texts.asyncapi)));
    if (check) {
      for (const [key, file] of Object.entries(DOCUMENTS) as [keyof typeof DOCUMENTS, string][]) {
        let committed = '';
        try {
          committed = readFileSync(path.join(root, file), 'utf8');
        } catch {
          // Absent: stale as well.
        }
        if (committed !== texts[key])
          problems.push(`${file} is not what the declarations write: run npm run contracts`);
      }
    } else {
      for (const [key, file] of Object.entries(DOCUMENTS) as [keyof typeof DOCUMENTS, string][]) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), texts[key]);
        console.log(`wrote ${file}`);
      }
      const built = spawnSync(
        process.execPath,
        [redocly, 'build-docs', path.join(root, DOCUMENTS.openapi), '-o', path.join(root, REFERENCE_PAGE)],
        { encoding: 'utf8', env: REDOCLY_ENV },
      );
      if (built.status === 0) console.log(`wrote ${REFERENCE_PAGE}`);
      else problems.push(`the reference page was not built: ${built.stderr || built.stdout}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  for (const problem of problems) console.error(`✖ ${problem}`);
  if (problems.length === 0)
    console.log(check ? 'the contract documents are current and valid' : 'the contract documents are valid');
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
