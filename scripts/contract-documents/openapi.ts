/**
 * The OpenAPI 3.1 document of every declared call: its host, method, encoding, the common headers
 * and the signature, its parameters, its answer in the envelope, the codes it may refuse with, who
 * may make it and whether a backend may lack it. Grouped by feature (src/contracts/backend-features.ts),
 * the spec's features apart from ours (`x-tagGroups`).
 */
import { BACKEND_FEATURES, type BackendFeature } from '../../src/contracts/backend-features';
import { AppType, DeviceType, Header, OsType, ResultCode, type Call } from '../../src/contracts/http';
import { MAX_CLOCK_SKEW_MS } from '../../src/contracts/signature';
import type { DeclaredCall, Declarations } from './declarations';
import { paramSchema, SchemaWriter, type JsonSchema } from './json-schema';

/** The development server's own generic refusals (shell-demo/server/api-error.ts): a malformed request, a limit, a fault. */
export const GENERIC_REFUSALS: Readonly<Record<number, string>> = {
  10001: 'A parameter or header is missing or malformed (HTTP 400; the message names it).',
  429: 'Too many requests from this client (HTTP 429).',
  503: 'The server is busy (HTTP 503).',
  500: 'The server failed (HTTP 500).',
};

/** The catalogue's failing codes (the spec's error list), which any call may answer. */
export const CATALOGUE_REFUSALS: Readonly<Record<number, string>> = {
  [ResultCode.NoUser]: 'No user: a login call without a valid token, or a missing or wrong signature (also HTTP 400).',
  [ResultCode.Forbidden]: 'Forbidden.',
  [ResultCode.TokenExpired]:
    'Token expired: the app removes the stored token and uid (and shows the message on the web).',
  [ResultCode.TokenKicked]: 'Kicked out by a newer login: as 405.',
  [ResultCode.SecondaryExpired]: 'Secondary verification expired.',
  [ResultCode.WrongImageCode]: 'Wrong image code.',
  [ResultCode.ValidationCode]: 'Validation code required.',
  [ResultCode.NoSuchItem]: 'The thing the call names does not exist (a stale link): the app shows “not found”.',
};

/** The success code of a call's envelope: the node services (`/ssapi`) answer 0, the java ones (`/api`) 1. */
export const successCodeOf = (call: Pick<Call, 'path'>): number =>
  call.path.startsWith('/ssapi/') ? ResultCode.NodeSuccess : ResultCode.Success;

export const operationIdOf = (name: string): string => {
  const [table, key] = name.split('.') as [string, string];
  return `${table.replace(/Calls$/, '').replace(/^./, (first) => first.toLowerCase())}.${key}`;
};

const header = (name: string, description: string, schema: JsonSchema, required = true) => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

const SIGNATURE_DESCRIPTION = [
  'Hex HMAC-SHA256 with the shared key over `METHOD \\n PATH \\n TIMESTAMP \\n SORTED_PARAMS`:',
  'PATH is the URL’s path without the query (an API domain’s own path prefix included); TIMESTAMP the `timestamp` header;',
  'SORTED_PARAMS every query and body parameter flattened in dot notation, sorted by key then value, each',
  '`encodeURIComponent(key)=encodeURIComponent(value)`, joined with `&` (a JSON body is flattened the same way).',
  `A request whose timestamp is more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes from the server clock, or whose signature is wrong,`,
  'is answered code 400.',
].join(' ');

const commonHeaders = {
  DeviceId: header(Header.DeviceId, 'The device’s id (a UUID the app keeps).', {
    type: 'string',
    minLength: 1,
    maxLength: 128,
  }),
  OsType: header(Header.OsType, 'OS type: 1 default, 2 android, 3 ios.', {
    type: 'string',
    enum: Object.values(OsType).map(String),
  }),
  Timestamp: header(Header.Timestamp, 'Milliseconds since the epoch, signed.', { type: 'string', pattern: '^[0-9]+$' }),
  Version: header(Header.Version, 'The app’s version (may be empty).', { type: 'string', maxLength: 128 }),
  AppType: header(Header.AppType, 'App type: 1 native app, 3 web.', {
    type: 'string',
    enum: Object.values(AppType).map(String),
  }),
  DeviceType: header(
    Header.DeviceType,
    'Device type: 0 desktop, 1 web mobile, 2 android, 3 ios (the spec’s code; our header name).',
    { type: 'string', enum: Object.values(DeviceType).map(String) },
    false,
  ),
  Language: header(
    Header.Language,
    'The language names come in (zh-CN, zh-TW, zh-HK, en), when the host sets a locale.',
    { type: 'string' },
    false,
  ),
  Signature: header(Header.Signature, SIGNATURE_DESCRIPTION, { type: 'string', pattern: '^[0-9a-f]{64}$' }),
};

const headerRefs = Object.keys(commonHeaders).map((name) => ({ $ref: `#/components/parameters/${name}` }));

/** Codes a declaration's refusals name, by their table's names (`NewsCode.InsufficientGold`). */
export type CodeNames = ReadonlyMap<number, string>;

const CATALOGUE_CODES = [...Object.keys(CATALOGUE_REFUSALS), ...Object.keys(GENERIC_REFUSALS)]
  .map(Number)
  .sort((a, b) => a - b);

/** A refusal of the call: one of its own codes, or the catalogue's (`Refusal`). */
function refusalEnvelope(call: Call, codeNames: CodeNames): JsonSchema {
  if (call.refusals.length === 0) return { $ref: '#/components/schemas/Refusal' };
  const own = call.refusals.map((code) => `${code} ${codeNames.get(code) ?? ''}`.trim());
  return {
    type: 'object',
    description: `Refused with one of the call’s own codes (${own.join(', ')}) or a code of the catalogue.`,
    properties: {
      code: { anyOf: [{ enum: [...call.refusals] }, { $ref: '#/components/schemas/CatalogueCode' }] },
      msg: { $ref: '#/components/schemas/RefusalMessage' },
      data: { type: 'null' },
    },
    required: ['code', 'msg'],
  };
}

function operation(
  declared: DeclaredCall,
  features: readonly BackendFeature[],
  schemas: SchemaWriter,
  codeNames: CodeNames,
) {
  const { call, name } = declared;
  const fields = Object.entries(call.request.fields);
  const params = fields.map(([field, read]) => ({ field, ...paramSchema(read, call.encoding === 'json') }));
  const body: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(params.map(({ field, schema }) => [field, schema])),
    ...(params.some((param) => param.required) && {
      required: params.filter((param) => param.required).map(({ field }) => field),
    }),
  };
  const extraHeaders = (call.headers ?? []).map((name) =>
    header(name, name === Header.Pid ? 'The platform’s game id (common config `stSportJumpGame`).' : '', {
      type: 'string',
    }),
  );
  const success = {
    type: 'object',
    properties: { code: { const: successCodeOf(call) }, msg: { type: 'string' }, data: schemas.of(call.answer) },
    required: ['code', 'data'],
  };
  const responses: Record<string, unknown> = {
    '200': {
      description: 'The envelope: the answer at `data`, or a refusal with `msg`.',
      content: { 'application/json': { schema: { oneOf: [success, refusalEnvelope(call, codeNames)] } } },
    },
    '400': { $ref: '#/components/responses/Malformed' },
    ...(call.optional && { '404': { $ref: '#/components/responses/Missing' } }),
  };
  return {
    operationId: operationIdOf(name),
    summary: name,
    description: [
      call.auth === 'login'
        ? 'Login required (a visitor is answered code 400, 请先登录).'
        : 'A visitor may call it; a token, when sent, must be valid.',
      call.optional ? 'Optional: a backend may lack it (404) and the feature hides.' : '',
      call.host === 'configured'
        ? 'Asked of the configured host (the app’s `apiBaseUrl`), not of the domain list’s API domain.'
        : '',
      `Parameters: ${call.encoding === 'query' ? 'the query string' : call.encoding === 'form' ? 'a form body, nested keys in dot notation' : 'a JSON body'}.`,
    ]
      .filter(Boolean)
      .join(' '),
    tags: features.map((feature) => feature.id),
    ...(call.host === 'configured' && {
      servers: [
        {
          url: '{configuredHost}',
          description: 'The configured host (apiBaseUrl).',
          variables: { configuredHost: { default: 'http://localhost:3100' } },
        },
      ],
    }),
    security: call.auth === 'login' ? [{ token: [], uid: [] }] : [{}, { token: [], uid: [] }],
    parameters: [
      ...headerRefs,
      ...extraHeaders,
      ...(call.encoding === 'query'
        ? params.map(({ field, schema, required }) => ({ name: field, in: 'query', required, schema }))
        : []),
    ],
    ...(call.encoding !== 'query' && {
      requestBody: {
        required: params.some((param) => param.required),
        content: {
          [call.encoding === 'json' ? 'application/json' : 'application/x-www-form-urlencoded']: { schema: body },
        },
      },
    }),
    responses,
    'x-auth': call.auth,
    'x-refusals': call.refusals.map((code) => ({ code, name: codeNames.get(code) ?? '' })),
    'x-optional': call.optional,
    'x-encoding': call.encoding,
  };
}

/** The features of a call, in the order of building; a call of no feature has no documents (an error of the caller). */
export const featuresOf = (call: Call): BackendFeature[] =>
  BACKEND_FEATURES.filter((feature) => feature.calls.includes(call));

export function openApiDocument(declarations: Declarations, version: string) {
  const { codeNames } = declarations;
  const schemas = new SchemaWriter(declarations.schemaNames, '#/components/schemas/');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declared of declarations.calls) {
    const features = featuresOf(declared.call);
    const byMethod = (paths[declared.call.path] ??= {});
    byMethod[declared.call.method.toLowerCase()] = operation(declared, features, schemas, codeNames);
  }
  const group = (source: BackendFeature['source']) =>
    BACKEND_FEATURES.filter((feature) => feature.source === source).map((feature) => feature.id);
  return {
    openapi: '3.1.0',
    info: {
      title: 'sport-info: the backend calls',
      version,
      description: [
        'What a portal’s backend serves to sport-info, written from the app’s own declarations (`npm run contracts`).',
        'Every call answers HTTP 200 with the envelope `{ code, msg, data }` — 0 success for `/ssapi`, 1 for `/api` — whatever its outcome;',
        'a refusal is any other code, its `msg` shown to the fan. Every call carries the common headers and the signature.',
        'The push socket and its messages: asyncapi.json beside this file. Which calls turn which feature on: docs/backend.md.',
      ].join(' '),
      license: { name: 'UNLICENSED', identifier: 'LicenseRef-UNLICENSED' },
    },
    servers: [
      {
        url: '{apiDomain}',
        description: 'The domain list’s API domain (system/domain/list/v2): every call but the anchor list goes there.',
        variables: { apiDomain: { default: 'http://localhost:3100' } },
      },
    ],
    tags: BACKEND_FEATURES.map((feature) => ({
      name: feature.id,
      'x-displayName': feature.title,
      description: `${feature.source === 'spec' ? 'The spec’s calls.' : 'Our extension: calls the spec never named.'} Without them: ${feature.without}`,
    })),
    'x-tagGroups': [
      { name: 'The spec’s calls', tags: group('spec') },
      { name: 'Our extension calls', tags: group('extension') },
    ],
    paths,
    components: {
      parameters: commonHeaders,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: Header.Token,
          description: 'The session’s token, when logged in (with `uid`).',
        },
        uid: {
          type: 'apiKey',
          in: 'header',
          name: Header.Uid,
          description: 'The session’s user id, when logged in (with `token`).',
        },
      },
      responses: {
        Malformed: {
          description:
            'A malformed request (a parameter or common header: code 10001) or a wrong signature (code 400), in the envelope.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
        },
        Missing: {
          description:
            'A backend without this optional call: the app hides the feature, quietly (code 404 in the envelope does the same).',
        },
      },
      schemas: {
        CatalogueCode: {
          type: 'integer',
          enum: CATALOGUE_CODES,
          description: Object.entries({ ...CATALOGUE_REFUSALS, ...GENERIC_REFUSALS })
            .map(([code, meaning]) => `${code}: ${meaning}`)
            .join(' '),
        },
        RefusalMessage: {
          type: 'string',
          description: 'What the app shows the fan (the error toast, or beside the field or line it concerns).',
        },
        Refusal: {
          type: 'object',
          description: 'Refused with a code of the catalogue (any code but the success code).',
          properties: {
            code: { $ref: '#/components/schemas/CatalogueCode' },
            msg: { $ref: '#/components/schemas/RefusalMessage' },
            data: { type: 'null' },
          },
          required: ['code', 'msg'],
        },
        ...schemas.components,
      },
    },
  };
}
