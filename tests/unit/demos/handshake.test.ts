/**
 * @jest-environment node
 */
import { x25519 } from '@noble/curves/ed25519.js';
import { hkdf } from '@noble/hashes/hkdf.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { shake128 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { ml_kem768 } from '@noble/post-quantum/ml-kem.js';
import { attackerKey, decrypt, encrypt, equalBytes, handshakeTimeMs, links, runHandshake, sessionFalls, shortHex, type Mode } from '@/lib/demos/handshake';

describe('primitives against published vectors', () => {
  it('X25519: RFC 7748 section 6.1', () => {
    const alice = hexToBytes('77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a');
    const bob = hexToBytes('5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb');
    expect(bytesToHex(x25519.getPublicKey(alice))).toBe('8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a');
    expect(bytesToHex(x25519.getPublicKey(bob))).toBe('de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f');
    expect(bytesToHex(x25519.getSharedSecret(alice, x25519.getPublicKey(bob)))).toBe('4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742');
  });

  it('HKDF-SHA-256: RFC 5869 test case 1', () => {
    const okm = hkdf(sha256, hexToBytes('0b'.repeat(22)), hexToBytes('000102030405060708090a0b0c'), hexToBytes('f0f1f2f3f4f5f6f7f8f9'), 42);
    expect(bytesToHex(okm)).toBe('3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865');
  });

  it(
    'ML-KEM-768: 10,000 accumulated known-answer tests (C2SP CCTV procedure, final FIPS 203 value as in BoringSSL and OpenBSD)',
    () => {
      // Deterministic RNG: SHAKE-128 of the empty string; every output absorbed into a second SHAKE-128.
      const rng = shake128.create();
      const out = shake128.create();
      expect(bytesToHex(shake128.create().xof(16))).toBe('7f9c2ba4e88f827d616045507605853e');
      for (let i = 0; i < 10_000; i++) {
        const seed = rng.xof(64); // d || z
        const { publicKey, secretKey } = ml_kem768.keygen(seed);
        out.update(publicKey).update(secretKey);
        const { cipherText, sharedSecret } = ml_kem768.encapsulate(publicKey, rng.xof(32));
        out.update(cipherText).update(sharedSecret);
        if (!equalBytes(ml_kem768.decapsulate(cipherText, secretKey), sharedSecret)) throw new Error(`decapsulation disagrees at test ${i}`);
        out.update(ml_kem768.decapsulate(rng.xof(cipherText.length), secretKey)); // implicit rejection
      }
      expect(bytesToHex(out.xof(32))).toBe('f959d18d3d1180121433bf0e05f11e7908cf9d03edc150b2b07cb90bef5bc1c1');
    },
    180_000,
  );
});

describe('hybrid handshake', () => {
  const modes: Mode[] = ['classical', 'post-quantum', 'hybrid'];

  it.each(modes)('%s: both sides derive the same key, and the ML-KEM secrets agree', (mode) => {
    const handshake = runHandshake(mode);
    expect(equalBytes(handshake.secrets.mlKemInitiator, handshake.secrets.mlKemResponder)).toBe(true);
    expect(equalBytes(handshake.secrets.x25519Initiator, handshake.secrets.x25519Responder)).toBe(true);
    expect(equalBytes(handshake.keyInitiator, handshake.keyResponder)).toBe(true);
    expect(handshake.keyInitiator).toHaveLength(32);
  });

  it('has the FIPS 203 and RFC 7748 sizes on the wire', () => {
    expect(runHandshake('classical').sizes).toEqual({ message1: 32, message2: 32 });
    expect(runHandshake('post-quantum').sizes).toEqual({ message1: 1184, message2: 1088 });
    expect(runHandshake('hybrid').sizes).toEqual({ message1: 1216, message2: 1120 });
  });

  it('an attacker gets the key only when every scheme the mode uses is broken', () => {
    for (const mode of modes)
      for (const x of [false, true])
        for (const k of [false, true]) {
          const handshake = runHandshake(mode);
          const recovered = equalBytes(attackerKey(handshake, { x25519: x, mlKem: k }), handshake.keyInitiator);
          expect(recovered).toBe(sessionFalls(mode, { x25519: x, mlKem: k }));
        }
    expect(sessionFalls('hybrid', { x25519: true, mlKem: false })).toBe(false);
    expect(sessionFalls('hybrid', { x25519: false, mlKem: true })).toBe(false);
    expect(sessionFalls('classical', { x25519: true, mlKem: false })).toBe(true);
    expect(sessionFalls('post-quantum', { x25519: false, mlKem: true })).toBe(true);
  });

  it('AES-256-GCM with the derived key: round trip, wrong key and tampering fail', async () => {
    const handshake = runHandshake('hybrid');
    const { nonce, sealed } = await encrypt(handshake.keyInitiator, 'Open breaker 7 at 14:00');
    expect(sealed).toHaveLength('Open breaker 7 at 14:00'.length + 16);
    expect(await decrypt(handshake.keyResponder, nonce, sealed)).toBe('Open breaker 7 at 14:00');
    expect(await decrypt(attackerKey(handshake, { x25519: true, mlKem: false }), nonce, sealed)).toBeNull();
    const tampered = sealed.slice();
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    expect(await decrypt(handshake.keyResponder, nonce, tampered)).toBeNull();
  });

  it('AES-256-GCM matches the published test case 15 of the GCM specification (McGrew and Viega)', async () => {
    const key = hexToBytes('feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308');
    const nonce = hexToBytes('cafebabefacedbaddecaf888');
    const plaintextHex =
      'd9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255';
    const key32 = await globalThis.crypto.subtle.importKey('raw', key, 'AES-GCM', false, ['encrypt']);
    const sealed = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce }, key32, hexToBytes(plaintextHex)));
    expect(bytesToHex(sealed)).toBe(
      '522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad' + 'b094dac5d93471bdec1a502270e3cc6c',
    );
  });

  it('shows long values truncated with both ends', () => {
    expect(shortHex(new Uint8Array(64).fill(171))).toBe(`${'ab'.repeat(8)}…${'ab'.repeat(8)}`);
    expect(shortHex(new Uint8Array([1, 2]))).toBe('0102');
  });

  it('hybrid messages take longer on slow links, more with loss and hops', () => {
    const serial = links[0];
    if (!serial) throw new Error('no links');
    const classical = handshakeTimeMs({ message1: 32, message2: 32 }, serial, 1, 0);
    const hybrid = handshakeTimeMs({ message1: 1216, message2: 1120 }, serial, 1, 0);
    expect(hybrid).toBeGreaterThan(2000);
    // Two 32-byte messages, each in one packet with 48 bytes of framing: 2 x (640 bits / 9,600 bit/s + 40 ms).
    expect(classical).toBeCloseTo(2 * (640 / 9.6 + 40), 6);
    expect(handshakeTimeMs({ message1: 1216, message2: 1120 }, serial, 3, 0.1)).toBeGreaterThan(3 * hybrid);
  });
});
