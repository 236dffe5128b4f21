/**
 * A hybrid key exchange as EchoNet does it, with real primitives: X25519 (RFC 7748, from
 * @noble/curves) and ML-KEM-768 (FIPS 203, from @noble/post-quantum), both shared secrets fed
 * into HKDF-SHA-256, and the derived key used for AES-256-GCM through WebCrypto.
 * "Breaking" a scheme is represented, not performed: the attacker is handed that scheme's secret.
 */
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { ml_kem768 } from '@noble/post-quantum/ml-kem.js';

export type Mode = 'classical' | 'post-quantum' | 'hybrid';

export const usesX25519 = (mode: Mode) => mode !== 'post-quantum';
export const usesMlKem = (mode: Mode) => mode !== 'classical';

const SALT = utf8ToBytes('tessellon-echonet-demo-v1');

/** HKDF-SHA-256 over the secrets the mode uses (X25519 first), bound to the public transcript. */
export function deriveKey(mode: Mode, x25519Secret: Uint8Array, mlKemSecret: Uint8Array, transcript: Uint8Array): Uint8Array {
  const ikm = concatBytes(usesX25519(mode) ? x25519Secret : new Uint8Array(), usesMlKem(mode) ? mlKemSecret : new Uint8Array());
  return hkdf(sha256, ikm, SALT, concatBytes(utf8ToBytes(mode), sha256(transcript)), 32);
}

export type Handshake = {
  mode: Mode;
  /** Control center (responder): long-term keys; the public halves travel in message 1. */
  responder: { x25519Public: Uint8Array; x25519Secret: Uint8Array; mlKemPublic: Uint8Array; mlKemSecret: Uint8Array };
  /** Substation (initiator): an ephemeral X25519 key and the ML-KEM ciphertext, in message 2. */
  initiator: { x25519Public: Uint8Array; x25519Secret: Uint8Array; cipherText: Uint8Array };
  /** The secrets each side computes; equal on both sides when the exchange worked. */
  secrets: { x25519Initiator: Uint8Array; x25519Responder: Uint8Array; mlKemInitiator: Uint8Array; mlKemResponder: Uint8Array };
  keyInitiator: Uint8Array;
  keyResponder: Uint8Array;
  /** Bytes on the wire: message 1 (responder -> initiator) and message 2. */
  sizes: { message1: number; message2: number };
};

/** Runs the exchange. `random` supplies seeds (tests pass fixed bytes; the page uses the CSPRNG). */
export function runHandshake(mode: Mode, random: (length: number) => Uint8Array = randomBytes): Handshake {
  const responderX = x25519.keygen(random(32));
  const responderK = ml_kem768.keygen(random(64));
  const initiatorX = x25519.keygen(random(32));
  const encapsulated = ml_kem768.encapsulate(responderK.publicKey, random(32));

  const x25519Initiator = x25519.getSharedSecret(initiatorX.secretKey, responderX.publicKey);
  const x25519Responder = x25519.getSharedSecret(responderX.secretKey, initiatorX.publicKey);
  const mlKemInitiator = encapsulated.sharedSecret;
  const mlKemResponder = ml_kem768.decapsulate(encapsulated.cipherText, responderK.secretKey);

  const message1 = concatBytes(usesX25519(mode) ? responderX.publicKey : new Uint8Array(), usesMlKem(mode) ? responderK.publicKey : new Uint8Array());
  const message2 = concatBytes(usesX25519(mode) ? initiatorX.publicKey : new Uint8Array(), usesMlKem(mode) ? encapsulated.cipherText : new Uint8Array());
  const transcript = concatBytes(message1, message2);
  return {
    mode,
    responder: { x25519Public: responderX.publicKey, x25519Secret: responderX.secretKey, mlKemPublic: responderK.publicKey, mlKemSecret: responderK.secretKey },
    initiator: { x25519Public: initiatorX.publicKey, x25519Secret: initiatorX.secretKey, cipherText: encapsulated.cipherText },
    secrets: { x25519Initiator, x25519Responder, mlKemInitiator, mlKemResponder },
    keyInitiator: deriveKey(mode, x25519Initiator, mlKemInitiator, transcript),
    keyResponder: deriveKey(mode, x25519Responder, mlKemResponder, transcript),
    sizes: { message1: message1.length, message2: message2.length },
  };
}

/**
 * What an eavesdropper who has broken some schemes derives: the broken schemes' secrets are
 * handed over; the others are unknown (zeros). Returns the attacker's key guess.
 */
export function attackerKey(handshake: Handshake, broken: { x25519: boolean; mlKem: boolean }): Uint8Array {
  const transcript = concatBytes(
    usesX25519(handshake.mode) ? handshake.responder.x25519Public : new Uint8Array(),
    usesMlKem(handshake.mode) ? handshake.responder.mlKemPublic : new Uint8Array(),
    usesX25519(handshake.mode) ? handshake.initiator.x25519Public : new Uint8Array(),
    usesMlKem(handshake.mode) ? handshake.initiator.cipherText : new Uint8Array(),
  );
  const x = broken.x25519 ? handshake.secrets.x25519Initiator : new Uint8Array(32);
  const k = broken.mlKem ? handshake.secrets.mlKemInitiator : new Uint8Array(32);
  return deriveKey(handshake.mode, x, k, transcript);
}

/** Whether the session falls to an attacker who broke these schemes. */
export function sessionFalls(mode: Mode, broken: { x25519: boolean; mlKem: boolean }): boolean {
  return (!usesX25519(mode) || broken.x25519) && (!usesMlKem(mode) || broken.mlKem);
}

export function randomBytes(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Hex shown truncated: first and last bytes, with the length. */
export function shortHex(bytes: Uint8Array, keep = 8): string {
  const hex = bytesToHex(bytes);
  return bytes.length <= keep * 2 ? hex : `${hex.slice(0, keep * 2)}…${hex.slice(-keep * 2)}`;
}

export { bytesToHex };

/** AES-256-GCM with a 96-bit random nonce, through WebCrypto. */
export async function encrypt(key: Uint8Array, plaintext: string, nonce: Uint8Array = randomBytes(12)): Promise<{ nonce: Uint8Array; sealed: Uint8Array }> {
  const cryptoKey = await globalThis.crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: new Uint8Array(nonce) }, cryptoKey, utf8ToBytes(plaintext)));
  return { nonce, sealed };
}

/** Decrypts; `null` when the key is wrong or the ciphertext was altered (the tag does not verify). */
export async function decrypt(key: Uint8Array, nonce: Uint8Array, sealed: Uint8Array): Promise<string | null> {
  try {
    const cryptoKey = await globalThis.crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['decrypt']);
    const plain = await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(nonce) }, cryptoKey, new Uint8Array(sealed));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export type Link = { label: string; bitsPerSecond: number; latencyMs: number };

export const links: readonly Link[] = [
  { label: '9.6 kbit/s serial radio', bitsPerSecond: 9_600, latencyMs: 40 },
  { label: '64 kbit/s leased line', bitsPerSecond: 64_000, latencyMs: 20 },
  { label: '1 Mbit/s LTE-M', bitsPerSecond: 1_000_000, latencyMs: 60 },
  { label: '100 Mbit/s Ethernet', bitsPerSecond: 100_000_000, latencyMs: 2 },
  { label: '1 Gbit/s fiber', bitsPerSecond: 1_000_000_000, latencyMs: 1 },
];

/** Payload bytes per packet and per-packet header overhead (a small industrial frame). */
export const PACKET_PAYLOAD = 1_024;
export const PACKET_OVERHEAD = 48;

/**
 * Expected handshake time (ms) for two messages over `hops` store-and-forward hops: each packet
 * is serialised on every hop and each lost packet is resent after one round trip; expected
 * number of sends per packet is 1 / (1 - loss).
 */
export function handshakeTimeMs(sizes: { message1: number; message2: number }, link: Link, hops: number, loss: number): number {
  const lossRate = Math.min(0.9, Math.max(0, loss));
  let total = 0;
  for (const bytes of [sizes.message1, sizes.message2]) {
    const packets = Math.max(1, Math.ceil(bytes / PACKET_PAYLOAD));
    const wireBits = (bytes + packets * PACKET_OVERHEAD) * 8;
    const serialise = (wireBits / link.bitsPerSecond) * 1000;
    const oneWay = hops * (serialise + link.latencyMs);
    const resends = packets * (1 / (1 - lossRate) - 1);
    total += oneWay + resends * 2 * hops * link.latencyMs;
  }
  return total;
}
