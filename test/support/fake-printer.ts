import net from 'node:net';

/**
 * How the fake printer behaves: prints (`normal`), refuses connections (`refuse`), accepts and
 * never reads (`neverRead`), answers its status and drops the connection a few bytes into a slip
 * (`dropMidSlip`), or reads everything and never answers DLE EOT (`mute`).
 */
export type FakePrinterMode = 'normal' | 'refuse' | 'neverRead' | 'dropMidSlip' | 'mute';

/** What the fake printer says of itself when asked (DLE EOT 1, 2, 4). */
export interface FakePrinterStatus {
  offline?: boolean;
  coverOpen?: boolean;
  noPaper?: boolean;
}

const DLE = 0x10;
const EOT = 0x04;
const CUT = [0x1d, 0x56];
/** Bytes of a slip the fake takes before it drops the connection in `dropMidSlip`. */
const DROP_AFTER = 40;

/** A status byte as an Epson printer answers it: bits 1 and 4 always set. */
function statusByte(n: number, status: FakePrinterStatus): number {
  const fixed = 0x12;
  switch (n) {
    case 1:
      return fixed | (status.offline || status.coverOpen || status.noPaper ? 0x08 : 0);
    case 2:
      return fixed | (status.coverOpen ? 0x04 : 0) | (status.noPaper ? 0x20 : 0);
    case 4:
      return fixed | (status.noPaper ? 0x60 : 0);
    default:
      return fixed;
  }
}

const endsWithCut = (bytes: Buffer) => {
  const at = bytes.lastIndexOf(Buffer.from(CUT));
  return at >= 0 && bytes.subarray(at + 3).every((byte) => byte === 0x0a || byte === 0x0d || byte === 0x00);
};

/**
 * A network ESC/POS printer on 127.0.0.1 for the tests: records what each connection sent (the
 * status queries left out), answers DLE EOT with `status`, and misbehaves as `mode` says.
 */
export class FakePrinter {
  mode: FakePrinterMode = 'normal';
  status: FakePrinterStatus = {};
  /** Every connection's bytes, status queries left out, in the order they came. */
  readonly connections: Buffer[] = [];
  private server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  private constructor(readonly port: number) {
    this.server = this.listen();
  }

  static async start(): Promise<FakePrinter> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const printer = new FakePrinter(port);
    await printer.listening();
    return printer;
  }

  get address(): string {
    return `tcp://127.0.0.1:${this.port}`;
  }

  /** Connections that ended with a cut: what came out of the printer whole. */
  printed(): Buffer[] {
    return this.connections.filter(endsWithCut);
  }

  /** Refuses connections until `accept()` (the printer switched off). */
  async refuse(): Promise<void> {
    this.mode = 'refuse';
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  async accept(mode: FakePrinterMode = 'normal'): Promise<void> {
    if (this.mode === 'refuse') {
      this.server = this.listen();
      await this.listening();
    }
    this.mode = mode;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private listening(): Promise<void> {
    return new Promise((resolve) => {
      if (this.server.listening) resolve();
      else this.server.once('listening', () => resolve());
    });
  }

  private listen(): net.Server {
    const server = net.createServer((socket) => this.serve(socket));
    server.listen(this.port, '127.0.0.1');
    return server;
  }

  private serve(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    if (this.mode === 'neverRead') {
      socket.pause();
      return;
    }
    const index = this.connections.push(Buffer.alloc(0)) - 1;
    const kept: number[] = [];
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      let i = 0;
      for (; i < pending.length; i++) {
        if (pending[i] === DLE && i + 2 >= pending.length) break;
        if (pending[i] === DLE && pending[i + 1] === EOT) {
          if (this.mode !== 'mute') socket.write(Uint8Array.of(statusByte(pending[i + 2]!, this.status)));
          i += 2;
          continue;
        }
        kept.push(pending[i]!);
        if (this.mode === 'dropMidSlip' && kept.length >= DROP_AFTER) {
          this.connections[index] = Buffer.from(kept);
          socket.destroy();
          return;
        }
      }
      pending = pending.subarray(i);
      this.connections[index] = Buffer.from(kept);
    });
  }
}

/** What a printout was, decoded: its text lines and the commands around them, in order. */
export interface DecodedPrintout {
  lines: string[];
  /** `ESC @`, `ESC t 17`, `GS V 1`...: every control sequence, by name. */
  commands: string[];
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
/** Commands with one parameter byte; the others here take none. */
const ESC_ONE = new Set(['t', 'M', 'E', 'a', '!', '-', 'd', 'J', 'G', '3', '2']);

/**
 * ESC/POS bytes back to text lines: the code page's text decoded (cp866 by default) and every
 * ESC, GS, FS and DLE sequence taken out and named. An unknown sequence throws, so a change in
 * what the encoder writes is seen. Blank lines at the end (the feed before the cut) are dropped.
 */
export function decodeEscPos(bytes: Uint8Array, encoding = 'ibm866'): DecodedPrintout {
  const decoder = new TextDecoder(encoding);
  const commands: string[] = [];
  const lines: string[] = [];
  let text: number[] = [];
  const endLine = () => {
    lines.push(decoder.decode(Uint8Array.from(text)));
    text = [];
  };
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const next = String.fromCharCode(bytes[i + 1] ?? 0);
    if (byte === ESC) {
      if (next === '@') commands.push('ESC @');
      else if (ESC_ONE.has(next)) commands.push(`ESC ${next} ${bytes[i + 2]}`);
      else throw new Error(`unknown ESC ${next} at ${i}`);
      i += next === '@' ? 1 : 2;
    } else if (byte === GS) {
      if (next === 'V') {
        const m = bytes[i + 2]!;
        commands.push(`GS V ${m}`);
        i += m === 65 || m === 66 ? 3 : 2;
      } else if (next === '!') {
        commands.push(`GS ! ${bytes[i + 2]}`);
        i += 2;
      } else throw new Error(`unknown GS ${next} at ${i}`);
    } else if (byte === FS) {
      if (next !== '.' && next !== '&') throw new Error(`unknown FS ${next} at ${i}`);
      commands.push(`FS ${next}`);
      i += 1;
    } else if (byte === DLE && bytes[i + 1] === EOT) {
      commands.push(`DLE EOT ${bytes[i + 2]}`);
      i += 2;
    } else if (byte === 0x0a) endLine();
    else if (byte !== 0x0d) text.push(byte);
  }
  if (text.length > 0) endLine();
  while (lines.at(-1) === '') lines.pop();
  return { lines, commands };
}
