import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
import type { ErrorValue, Result } from '../../common/contract/index';
import type { CommandHandlers } from '../terminal/command-handlers';
import { errorValue } from '../terminal/errors';
import { mayCall, type Audience } from './audience';
import { dispatchWhenOpen, type DispatchLog } from './dispatch';

/** One command on the socket: an id the answer carries back, the command's name and input. */
const SocketCallSchema = z.strictObject({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  name: z.string().max(100),
  input: z.unknown().optional(),
});

/** What the socket answers: the call's id (null when the message had none) and its result. */
export type SocketAnswer = { id: number | null } & Result<unknown>;

/**
 * The loopback host's command socket: each text message is one command, dispatched through the
 * same gate as `POST /rpc/<command>` (schemas, grants, output check), answered with its id. The
 * host checks host, origin and secret before it hands an upgrade here. A message that is not a
 * call gets `invalidInput` and the socket stays open; one over `maxBytes` closes it (1009).
 */
export class CommandSocket {
  private readonly server: WebSocketServer;

  constructor(
    private readonly handlers: CommandHandlers | Promise<CommandHandlers>,
    maxBytes: number,
    private readonly log: DispatchLog,
  ) {
    this.server = new WebSocketServer({ noServer: true, maxPayload: maxBytes, perMessageDeflate: false });
  }

  /** A socket for an audience: the display's reaches only the display's commands. */
  accept(req: IncomingMessage, socket: Duplex, head: Buffer, audience: Audience): void {
    this.server.handleUpgrade(req, socket, head, (client) => {
      client.on('message', (data, isBinary) => void this.answer(client, audience, data, isBinary));
      client.on('error', () => client.terminate());
    });
  }

  close(): void {
    for (const client of this.server.clients) client.terminate();
    this.server.close();
  }

  private async answer(
    client: WebSocket,
    audience: Audience,
    data: RawData,
    isBinary: boolean,
  ): Promise<void> {
    const call = parseCall(data, isBinary);
    const answer: SocketAnswer =
      'error' in call
        ? { id: call.id, ok: false, error: call.error }
        : !mayCall(audience, call.name)
          ? { id: call.id, ok: false, error: errorValue('unauthorized') }
          : { id: call.id, ...(await dispatchWhenOpen(this.handlers, call.name, call.input, this.log)) };
    if (client.readyState === WebSocket.OPEN) client.send(JSON.stringify(answer));
  }
}

function parseCall(
  data: RawData,
  isBinary: boolean,
): { id: number; name: string; input?: unknown } | { id: number | null; error: ErrorValue } {
  const refused = (problem: string, id: number | null = null) => ({
    id,
    error: errorValue('invalidInput', { field: 'message', problem }),
  });
  if (isBinary) return refused('must be JSON text');
  let message: unknown;
  try {
    message = JSON.parse(data.toString());
  } catch {
    return refused('not valid JSON');
  }
  const call = SocketCallSchema.safeParse(message);
  if (call.success) return call.data;
  const id = (message as { id?: unknown } | null)?.id;
  return refused('must be {id, name, input}', typeof id === 'number' && Number.isSafeInteger(id) ? id : null);
}
