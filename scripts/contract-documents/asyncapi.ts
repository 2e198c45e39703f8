/**
 * The AsyncAPI 3.0 document of the push socket: one WebSocket to the domain list's push address
 * carrying JSON frames — the client's commands, the server's confirmations, heartbeats and
 * messages — and, multiplexed on it, the push channels (`match:<id>`, `anchors:live`…) with the
 * messages each carries, from the push declarations (src/contracts/*-push.ts, push.ts,
 * push-protocol.ts). The sequence and resubscribe rules are the socket's description.
 */
import { BACKEND_FEATURES } from '../../src/contracts/backend-features';
import type { DeclaredPushMessage } from '../../src/contracts/backend-features';
import {
  MAX_CHANNELS_PER_COMMAND,
  MAX_CHANNELS_PER_SOCKET,
  PUSH_HEARTBEAT_MS,
  PushCloseCode,
  SEQ_MEMORY_MS,
  parseCommand,
  parseServerMessage,
  PushCalls,
} from '../../src/contracts/push-protocol';
import { MAX_CHANNEL_NAME_LENGTH } from '../../src/contracts/push';
import type { Read, SchemaParts } from '../../src/contracts/schema';
import type { Declarations } from './declarations';
import { SchemaWriter, type JsonSchema } from './json-schema';

/** The socket's path on the push address of the development server (a backend names its own address). */
const PUSH_PATH = '/ws';

const RULES = [
  `One WebSocket to the first push address of the domain list; every frame a UTF-8 text frame holding one JSON object.`,
  `**Subscribe**: \`{"cmd":"subscribe","channels":[…],"heldMs":{…}}\`, at most ${MAX_CHANNELS_PER_COMMAND} channels a command and ${MAX_CHANNELS_PER_SOCKET} a socket; the app sends at most one a second, batching its channels.`,
  `The server confirms with \`subscribed\`: each channel's current \`seq\`, and an \`epoch\` that changes when the server restarts (sequence numbers start again at 0).`,
  `**Sequence**: \`seq\` counts per channel, +1 per message. A client that sees seq > last + 1 missed messages and asks the snapshot call (\`${PushCalls.snapshot.path}\`, channel and sinceSeq): the latest value of each key published since, and the channel's seq to go on from.`,
  `\`latest\` messages keep only the newest value per key (a score): the snapshot holds them. \`event\` messages (a goal, a chat line) are not kept: their own calls repair a gap (the crowd's history by index).`,
  `**heldMs**: for a channel the client has no seq for yet, how long ago it read that channel's data over HTTP; \`since\` in the confirmation is the channel's seq that long ago (0 when older than ${SEQ_MEMORY_MS / 1000} s), so what was published between the read and the subscription is repaired by snapshot.`,
  `**Resubscribe**: on close every channel is marked unsubscribed; the app reconnects (up to 5 attempts, 3 s apart) and subscribes again to all of them, then repairs each from its last seq (a new epoch: from 0).`,
  `**Heartbeat**: the server sends one every ${PUSH_HEARTBEAT_MS / 1000} s and answers each \`ping\`; a client that hears nothing for that plus 10 s calls the socket dead and reconnects.`,
  `A socket that lets unsent data pile up is closed with ${PushCloseCode.SlowConsumer} (slow consumer): reconnect and repair by snapshot. An upgrade from a page whose Origin is not allowed is refused with HTTP 403, one beyond the connection caps with 503.`,
  `Channel names: \`<kind>\` or \`<kind>:<id>\`, lower-case kind, id of letters, digits, \`_\` and \`-\`, at most ${MAX_CHANNEL_NAME_LENGTH} characters.`,
].join('\n\n');

const messageKey = (message: DeclaredPushMessage) => `${message.namespace}.${message.name}`;

/** A channel kind's AsyncAPI channel: `match` → `match:{id}`; a whole name (`anchors:live`) stays as it is. */
const channelKey = (channel: string) => channel.replace(':', '-');
const addressOf = (channel: string) => (channel.includes(':') ? channel : `${channel}:{id}`);

/** The frame a variant names (`subscribe`, `message`…) as its own schema, its tag fixed. */
function frameSchemas(schemas: SchemaWriter, variant: Read<unknown> & SchemaParts): Record<string, JsonSchema> {
  const all = schemas.of(variant) as { oneOf: JsonSchema[] };
  const tag = variant.tag!;
  return Object.fromEntries(
    all.oneOf.map((frame) => {
      const tagged = (frame.allOf as JsonSchema[] | undefined)?.[0] ?? frame;
      const value = (tagged.properties as Record<string, { const: string }>)[tag]!.const;
      return [value, frame];
    }),
  );
}

export function asyncApiDocument(declarations: Declarations, version: string) {
  const schemas = new SchemaWriter(declarations.schemaNames, '#/components/schemas/');
  const commands = frameSchemas(schemas, parseCommand.schema);
  const frames = frameSchemas(schemas, parseServerMessage.schema);
  const framesOf = (named: Record<string, JsonSchema>, direction: string) =>
    Object.fromEntries(
      Object.entries(named).map(([name, payload]) => [
        name,
        { name, title: `${direction}: ${name}`, contentType: 'application/json', payload },
      ]),
    );

  const featureOf = (message: DeclaredPushMessage) =>
    BACKEND_FEATURES.filter((feature) => feature.messages.includes(message));
  const pushMessages: Record<string, unknown> = {};
  for (const message of declarations.messages) {
    const parse = message.parse as unknown as { schema: Read<unknown> };
    pushMessages[messageKey(message)] = {
      name: messageKey(message),
      title: `${message.namespace} ${message.name}`,
      summary: `namespace \`${message.namespace}\`, name \`${message.name}\`, on ${message.channels.map((channel) => `\`${addressOf(channel)}\``).join(' and ')}`,
      description:
        message.mode === 'latest'
          ? 'A latest value: only the newest per key matters; the snapshot call keeps it.'
          : 'An event: every one applies, in order; the snapshot does not keep it.',
      contentType: 'application/json',
      tags: featureOf(message).map((feature) => ({ name: feature.id })),
      payload: {
        type: 'object',
        description: 'A `message` frame of the socket carrying this message.',
        properties: {
          type: { const: 'message' },
          channel: { type: 'string' },
          seq: { type: 'integer', minimum: 0 },
          namespace: { const: message.namespace },
          name: { const: message.name },
          payload: schemas.of(parse.schema),
          at: { type: 'number', description: 'Server time of publication (ms since the epoch).' },
        },
        required: ['type', 'channel', 'seq', 'namespace', 'name', 'payload'],
      },
      'x-mode': message.mode,
    };
  }

  const kinds = [...new Set(declarations.messages.flatMap((message) => message.channels))];
  const channels: Record<string, unknown> = {
    socket: {
      address: PUSH_PATH,
      title: 'The push socket',
      description: RULES,
      messages: {
        ...Object.fromEntries(Object.keys(commands).map((name) => [name, { $ref: `#/components/messages/${name}` }])),
        ...Object.fromEntries(Object.keys(frames).map((name) => [name, { $ref: `#/components/messages/${name}` }])),
      },
    },
  };
  for (const kind of kinds) {
    const carried = declarations.messages.filter((message) => message.channels.includes(kind));
    channels[channelKey(kind)] = {
      address: addressOf(kind),
      title: addressOf(kind),
      description: `A push channel, multiplexed on the socket: subscribed with the socket's \`subscribe\` command, its messages arrive as \`message\` frames.`,
      ...(!kind.includes(':') && { parameters: { id: { description: `The ${kind}'s id.` } } }),
      messages: Object.fromEntries(
        carried.map((message) => [messageKey(message), { $ref: `#/components/messages/${messageKey(message)}` }]),
      ),
    };
  }

  const operations: Record<string, unknown> = {};
  const onSocket = (action: 'send' | 'receive', name: string) => {
    operations[`${action}-${name}`] = {
      action,
      title: `The client ${action}s ${name}`,
      channel: { $ref: '#/channels/socket' },
      messages: [{ $ref: `#/channels/socket/messages/${name}` }],
    };
  };
  for (const name of Object.keys(commands)) onSocket('send', name);
  for (const name of Object.keys(frames)) onSocket('receive', name);
  for (const kind of kinds) {
    const carried = declarations.messages.filter((message) => message.channels.includes(kind));
    operations[`receive-${channelKey(kind)}`] = {
      action: 'receive',
      title: `The client receives the messages of ${addressOf(kind)}`,
      channel: { $ref: `#/channels/${channelKey(kind)}` },
      messages: carried.map((message) => ({ $ref: `#/channels/${channelKey(kind)}/messages/${messageKey(message)}` })),
    };
  }

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'sport-info: the push socket',
      version,
      description: `What a portal's backend pushes to sport-info, written from the app's push declarations (\`npm run contracts\`). The HTTP calls: openapi.json beside this file.\n\n${RULES}`,
      tags: BACKEND_FEATURES.filter((feature) => feature.messages.length > 0).map((feature) => ({
        name: feature.id,
        description: `${feature.title} (${feature.source === 'spec' ? 'the spec' : 'our extension'}). Without it: ${feature.without}`,
      })),
    },
    servers: {
      push: {
        host: '{pushHost}',
        protocol: 'ws',
        description: 'The first push address of the domain list (DomainType.Push).',
        variables: { pushHost: { default: 'localhost:3100' } },
      },
    },
    defaultContentType: 'application/json',
    channels,
    operations,
    components: {
      messages: { ...framesOf(commands, 'Client → server'), ...framesOf(frames, 'Server → client'), ...pushMessages },
      schemas: schemas.components,
    },
  };
}
