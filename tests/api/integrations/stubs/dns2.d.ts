/** The part of dns2 2.1 (no types of its own) the loopback DNS server uses. */
declare module 'dns2' {
  interface Question {
    name: string;
    type: number;
  }
  interface Packet {
    header: { rcode: number };
    questions: Question[];
    answers: Record<string, unknown>[];
  }
  interface PacketStatic {
    TYPE: Record<'A' | 'AAAA' | 'CNAME' | 'MX' | 'TXT' | 'CAA' | 'SRV', number>;
    CLASS: { IN: number };
    createResponseFromRequest(request: Packet): Packet;
  }
  interface DnsServer {
    listen(options: { udp: { port: number; address: string } }): Promise<{ udp: { port: number } }>;
    close(): Promise<void>;
  }
  const dns2: {
    Packet: PacketStatic;
    createServer(options: { udp: boolean; handle: (request: Packet, send: (response: Packet) => void) => void }): DnsServer;
  };
  export default dns2;
}
