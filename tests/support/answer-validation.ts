/**
 * Every answer a test's development server sends is checked against the contract documents
 * (docs/reference/openapi.json, written by `npm run contracts` from the declarations) with ajv:
 * a declared call answering outside its documented envelope — a field of the wrong type, a missing
 * one, a refusal code it does not declare — or a declared call the documents lack, is a violation,
 * and the server's close() fails the suite with them (tests/support/test-server.ts). Answers a
 * fault rule made in the route's stead are not the route's, and are not checked.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { ServedAnswer } from '../../shell-demo/server/request-pipeline';
import { DevControlCalls } from '../../src/contracts/dev-server';
import { SUCCESS_CODES, type Call } from '../../src/contracts/http';
import { MalformedDataError } from '../../src/contracts/parse';

/** The development server's own calls by method and path: their answers read by their declarations. */
const CONTROL_CALLS = new Map<string, Call>(
  Object.values(DevControlCalls).map((call) => [`${call.method} ${call.path}`, call]),
);

/** What a control call's declaration refuses of its answer (a success's, the envelope's `data` for the demo login); null when it reads it. */
function controlAnswerProblem(call: Call, answer: ServedAnswer): string | null {
  if (answer.status !== 200) return null;
  const envelope = answer.body as { code?: number; data?: unknown };
  const enveloped = call.path.startsWith('/api/');
  if (enveloped && !SUCCESS_CODES.includes(envelope.code ?? -1)) return null;
  try {
    call.answer(enveloped ? envelope.data : answer.body, 'answer');
    return null;
  } catch (error) {
    if (error instanceof MalformedDataError) return error.message;
    throw error;
  }
}

const OPENAPI = path.resolve(__dirname, '../../docs/reference/openapi.json');

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}

let documents: { ajv: Ajv2020; paths: Record<string, Record<string, Operation>> } | undefined;

/** The documents, read and compiled once per test file. */
function openApi() {
  if (!documents) {
    const document = JSON.parse(readFileSync(OPENAPI, 'utf8')) as { paths: Record<string, Record<string, Operation>> };
    // OpenAPI's own keywords (discriminator, x-…) are not JSON Schema's: ajv leaves them be.
    const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
    ajv.addSchema(document, 'openapi');
    documents = { ajv, paths: document.paths };
  }
  return documents;
}

const validators = new Map<string, ValidateFunction | null>();
const pointer = (...steps: string[]) => steps.map((step) => step.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The schema an answer of `path` and `method` with this HTTP status must match; null when the documents give none. */
function validatorFor(pathName: string, method: string, status: number): ValidateFunction | null | 'undocumented' {
  const { ajv, paths } = openApi();
  const operation = paths[pathName]?.[method.toLowerCase()];
  if (!operation) return 'undocumented';
  const key = `${method} ${pathName} ${status}`;
  if (!validators.has(key)) {
    const response = operation.responses[String(status)];
    const ref = response?.$ref
      ? `openapi${response.$ref}/content/application~1json/schema`
      : response?.content
        ? `openapi#/${pointer('paths', pathName, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`
        : null;
    validators.set(key, ref ? ajv.compile({ $ref: ref }) : null);
  }
  return validators.get(key)!;
}

/**
 * The checker of one server: `onAnswer` for the server's options, `violations` for its close. The
 * answers are checked at close, not as they are sent: compiling the documents' schemas would hold
 * up the server a test is timing.
 */
export function answerChecker() {
  const violations: string[] = [];
  const answers: ServedAnswer[] = [];
  const check = (answer: ServedAnswer): void => {
    if (answer.faulted) return;
    const control = CONTROL_CALLS.get(`${answer.method} ${answer.path}`);
    if (control) {
      const problem = controlAnswerProblem(control, answer);
      if (problem)
        violations.push(
          `${answer.method} ${answer.path} → ${answer.status}: ${problem} — sent ${JSON.stringify(answer.body).slice(0, 300)}`,
        );
      return;
    }
    if (!answer.call) return;
    const validate = validatorFor(answer.call.path, answer.call.method, answer.status);
    if (validate === 'undocumented') {
      violations.push(
        `${answer.call.method} ${answer.call.path}: a declared call without its documents (npm run contracts)`,
      );
      return;
    }
    // Statuses the documents leave without a body (a missing optional call's 404) are not checked.
    if (!validate || validate(answer.body)) return;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
      .join('; ');
    const sent = JSON.stringify(answer.body).slice(0, 300);
    violations.push(`${answer.method} ${answer.path} → ${answer.status}: ${errors} — sent ${sent}`);
  };
  return {
    onAnswer: (answer: ServedAnswer) => void answers.push(answer),
    violations: () => {
      for (const answer of answers.splice(0)) check(answer);
      return [...new Set(violations)];
    },
  };
}
