import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TXT = 16;
const NS = 2;
const NOERROR = 0;
const NXDOMAIN = 3;

export interface DnsTestServer {
  /** `127.0.0.1:port`, for Resolver.setServers(). */
  address: string;
  close(): Promise<void>;
}

/**
 * A real DNS server in the test process, over UDP, for the few names a test gives: `txt` maps a name
 * to its TXT records (an empty list: the name exists without any); every name under `zones` (top-level
 * domains) has an NS record, as a top-level domain online does; any other name does not exist.
 */
export async function startDnsTestServer({
  txt,
  zones,
}: {
  txt: Record<string, string[]>;
  zones: string[];
}): Promise<DnsTestServer> {
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    // The question: length-prefixed labels up to a zero byte, then its type and class.
    const labels: string[] = [];
    let offset = 12;
    while (query[offset]! > 0) {
      labels.push(query.toString('latin1', offset + 1, offset + 1 + query[offset]!));
      offset += query[offset]! + 1;
    }
    const questionEnd = offset + 5;
    const type = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();

    let answers: Buffer[] = [];
    let rcode = NOERROR;
    if (type === TXT && name in txt) {
      answers = txt[name]!.map((record) => {
        const chunks = record.match(/[\s\S]{1,255}/g) ?? [''];
        return Buffer.concat(
          chunks.map((chunk) => Buffer.concat([Buffer.from([chunk.length]), Buffer.from(chunk)])),
        );
      });
    } else if (type === NS && zones.includes(name)) {
      answers = [Buffer.from([2, ...Buffer.from('ns'), 4, ...Buffer.from('test'), 0])];
    } else if (!(name in txt) && !zones.includes(name)) {
      rcode = NXDOMAIN;
    }
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    // A response (QR), authoritative, recursion desired as asked and available, and the code.
    header.writeUInt16BE(0x8480 | (query.readUInt16BE(2) & 0x0100) | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((data) => {
      const record = Buffer.alloc(12);
      record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
      record.writeUInt16BE(type, 2);
      record.writeUInt16BE(1, 4); // class IN
      record.writeUInt32BE(60, 6);
      record.writeUInt16BE(data.length, 10);
      return Buffer.concat([record, data]);
    });
    socket.send(
      Buffer.concat([header, query.subarray(12, questionEnd), ...records]),
      peer.port,
      peer.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
