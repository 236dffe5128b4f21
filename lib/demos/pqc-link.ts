/**
 * EchoNet demo: how long a hybrid post-quantum handshake takes on each kind of link, and how
 * long a key rotation of all sessions takes. Sizes are those of the standards: ML-KEM-768
 * (FIPS 203) encapsulation key 1,184 B and ciphertext 1,088 B; X25519 32 B; ML-DSA-65
 * (FIPS 204) public key 1,952 B and signature 3,309 B.
 */

export const SIZES = { kemKey: 1184, kemCiphertext: 1088, x25519: 32, sigKey: 1952, signature: 3309, certOverhead: 350, helloOverhead: 220, finished: 52 };

export type Link = { name: string; kbps: number; rttMs: number };
export const LINKS: readonly Link[] = [
  { name: 'Leased fiber', kbps: 1_000_000, rttMs: 0.6 },
  { name: 'Licensed microwave', kbps: 155_000, rttMs: 1.2 },
  { name: 'Radio (64 kbit/s)', kbps: 64, rttMs: 45 },
];

export type HandshakeOptions = { cachedCertificates: boolean; mutual: boolean; chainLength: number };

/** Bytes each way in a hybrid handshake (TLS 1.3-like flights). */
export function handshakeBytes(o: HandshakeOptions): { client: number; server: number; total: number } {
  const cert = SIZES.sigKey + SIZES.signature + SIZES.certOverhead;
  const chain = o.cachedCertificates ? 32 : cert * o.chainLength; // cached: a 32-byte hash of the chain
  const clientHello = SIZES.helloOverhead + SIZES.kemKey + SIZES.x25519;
  const serverFlight = SIZES.helloOverhead + SIZES.kemCiphertext + SIZES.x25519 + chain + SIZES.signature + SIZES.finished;
  const clientFinish = SIZES.finished + (o.mutual ? chain + SIZES.signature : 0);
  return { client: clientHello + clientFinish, server: serverFlight, total: clientHello + serverFlight + clientFinish };
}

/** Handshake time: one and a half round trips (client hello, server flight, client finish) plus serialization of each flight at the link rate (ms). */
export function handshakeTime(link: Link, o: HandshakeOptions, cpuMs = 0.4): number {
  const b = handshakeBytes(o);
  const serialize = (bytes: number) => (bytes * 8) / link.kbps; // kbit/s = bit/ms
  return 1.5 * link.rttMs + serialize(b.total) + cpuMs;
}

/**
 * A rotation re-keys `sessions` sessions over a shared link: their handshakes share its
 * bandwidth, so the time (ms) is every handshake's bytes at the link rate plus one handshake's
 * one and a half round trips.
 */
export function rotationTime(link: Link, o: HandshakeOptions, sessions: number): number {
  const bytes = handshakeBytes(o).total * sessions;
  return (bytes * 8) / link.kbps + 1.5 * link.rttMs;
}
