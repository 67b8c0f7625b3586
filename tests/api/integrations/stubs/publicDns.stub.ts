import { createSocket } from 'node:dgram';

const types = { A: 1, CNAME: 5, MX: 15, TXT: 16 } as const;
const rcodes = { ok: 0, serverFailure: 2, nameError: 3 } as const;

export interface PublicDnsStub {
  /** 'ip:port' for PUBLIC_DNS_SERVERS. */
  server: string;
  /** Every question asked, as 'name TYPE-number'. */
  questions: string[];
  close(): Promise<void>;
}

const encodeName = (name: string): Buffer =>
  Buffer.concat([
    ...name
      .split('.')
      .filter(Boolean)
      .map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);

const readName = (message: Buffer, start: number): { name: string; end: number } => {
  const labels: string[] = [];
  let offset = start;
  for (let length = message[offset] ?? 0; length > 0; length = message[offset] ?? 0) {
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 };
};

const answer = (type: number, rdata: Buffer): Buffer => {
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  fixed.writeUInt16BE(type, 2);
  fixed.writeUInt16BE(1, 4); // IN
  fixed.writeUInt32BE(300, 6);
  fixed.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([fixed, rdata]);
};

const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
};

/**
 * The world the stub answers for (the same as the sandbox's, so one contract fits both): a name
 * containing 'norecords' does not exist, one containing 'servfail' fails, every other apex has an
 * A record in 203.0.113.0/24, a mail server and an SPF record, and its www is a CNAME of it.
 */
const answersFor = (name: string, type: number): { rcode: number; answers: Buffer[] } => {
  if (name.includes('servfail')) return { rcode: rcodes.serverFailure, answers: [] };
  if (name.includes('norecords')) return { rcode: rcodes.nameError, answers: [] };
  if (name.startsWith('www.')) {
    return { rcode: rcodes.ok, answers: type === types.CNAME ? [answer(types.CNAME, encodeName(name.slice(4)))] : [] };
  }
  const host = ([...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 254) + 1;
  switch (type) {
    case types.A:
      return { rcode: rcodes.ok, answers: [answer(types.A, Buffer.from([203, 0, 113, host]))] };
    case types.MX:
      return {
        rcode: rcodes.ok,
        answers: [
          answer(types.MX, Buffer.concat([u16(20), encodeName(`backup-mail.${name}`)])),
          answer(types.MX, Buffer.concat([u16(10), encodeName(`mail.${name}`)])),
        ],
      };
    case types.TXT: {
      // One TXT record split in two strings, as long SPF records are: the client joins them.
      const strings = ['v=spf1 include:', `_spf.${name} ~all`].map((text) =>
        Buffer.concat([Buffer.from([text.length]), Buffer.from(text)]),
      );
      return { rcode: rcodes.ok, answers: [answer(types.TXT, Buffer.concat(strings))] };
    }
    default:
      return { rcode: rcodes.ok, answers: [] };
  }
};

/** A DNS server on 127.0.0.1 (UDP, a random port) that answers A, MX, TXT and CNAME questions. */
export const startPublicDnsStub = async (): Promise<PublicDnsStub> => {
  const socket = createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (query, from) => {
    const { name, end } = readName(query, 12);
    const type = query.readUInt16BE(end);
    questions.push(`${name} ${type}`);
    const { rcode, answers } = answersFor(name, type);
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the id
    header.writeUInt16BE(0x8180 | rcode, 2); // a response, recursion desired and available
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    socket.send(Buffer.concat([header, query.subarray(12, end + 4), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
};
