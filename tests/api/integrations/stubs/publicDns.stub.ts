import dns2 from 'dns2';

const { Packet } = dns2;
const rcodes = { ok: 0, serverFailure: 2, nameError: 3 } as const;

/** A record the loopback server holds, in the terms of the DNS wire format. */
export type ZoneRecord = { name: string } & (
  | { type: 'A' | 'AAAA'; address: string }
  | { type: 'CNAME'; domain: string }
  | { type: 'MX'; priority: number; exchange: string }
  /** The record's strings, each at most 255 bytes on the wire. */
  | { type: 'TXT'; strings: string[] }
  | { type: 'CAA'; flags: number; tag: string; value: string }
  | { type: 'SRV'; priority: number; weight: number; port: number; target: string }
);

export interface PublicDnsStub {
  /** 'ip:port' for PUBLIC_DNS_SERVERS. */
  server: string;
  /** Every question asked, as 'name TYPE' ('jonesfuneral.com MX'). */
  questions: string[];
  close(): Promise<void>;
}

const typeNames = Object.fromEntries(Object.entries(Packet.TYPE).map(([name, code]) => [code, name])) as Record<number, string>;

/**
 * The world the server answers for without a zone (the same as the sandbox's apex and www, so one
 * contract fits both): a name containing 'norecords' does not exist, one containing 'servfail'
 * fails, every other apex has an A record in 203.0.113.0/24, two mail servers and an SPF record,
 * and its www is a CNAME of it. No other name exists.
 */
const worldRecords = (name: string): ZoneRecord[] | 'servfail' => {
  if (name.includes('servfail')) return 'servfail';
  if (name.includes('norecords')) return [];
  if (name.startsWith('www.')) return [{ name, type: 'CNAME', domain: name.slice(4) }];
  if (name.split('.').length > 2) return [];
  const host = ([...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 254) + 1;
  return [
    { name, type: 'A', address: `203.0.113.${host}` },
    { name, type: 'MX', priority: 20, exchange: `backup-mail.${name}` },
    { name, type: 'MX', priority: 10, exchange: `mail.${name}` },
    { name, type: 'TXT', strings: [`v=spf1 include:_spf.${name} ~all`] },
  ];
};

const wireData = (record: ZoneRecord): Record<string, unknown> => {
  switch (record.type) {
    case 'TXT':
      return { data: record.strings };
    case 'CAA':
      return { flags: record.flags, tag: record.tag, value: record.value };
    default: {
      const { name: _name, type: _type, ...data } = record;
      return data;
    }
  }
};

/**
 * A real DNS server (dns2) on 127.0.0.1, UDP, a random port. With `zone` it answers from those
 * records only (NXDOMAIN for a name under none of them); without, from the world above.
 */
export const startPublicDnsStub = async (options: { zone?: readonly ZoneRecord[] } = {}): Promise<PublicDnsStub> => {
  const questions: string[] = [];
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = (question?.name ?? '').toLowerCase();
      const type = typeNames[question?.type ?? 0] ?? String(question?.type);
      questions.push(`${name} ${type}`);
      const records = options.zone
        ? options.zone.filter((record) => record.name === name || record.name.endsWith(`.${name}`))
        : worldRecords(name);
      if (records === 'servfail') {
        response.header.rcode = rcodes.serverFailure;
      } else if (!records.length) {
        response.header.rcode = rcodes.nameError;
      } else {
        for (const record of records.filter((candidate) => candidate.name === name && candidate.type === type)) {
          response.answers.push({ name, type: Packet.TYPE[record.type], class: Packet.CLASS.IN, ttl: 300, ...wireData(record) });
        }
      }
      send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  return { server: `127.0.0.1:${udp.port}`, questions, close: () => server.close() };
};
