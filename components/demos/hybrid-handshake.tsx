'use client';

import { useCallback, useEffect, useId, useState } from 'react';
import {
  attackerKey,
  bytesToHex,
  decrypt,
  encrypt,
  equalBytes,
  handshakeTimeMs,
  links,
  runHandshake,
  sessionFalls,
  shortHex,
  type Handshake,
  type Mode,
} from '@/lib/demos/handshake';
import { CheckboxField, DemoLayout, LiveResult, RangeField, ResultStats, ResultsHeading, SelectField, WordButton } from './kit';

type Outcome = {
  handshake: Handshake;
  nonce: Uint8Array;
  sealed: Uint8Array;
  decrypted: string | null;
  attacker: { key: Uint8Array; decrypted: string | null };
};

const modes: { value: Mode; label: string }[] = [
  { value: 'hybrid', label: 'Hybrid (X25519 + ML-KEM)' },
  { value: 'post-quantum', label: 'Post-quantum (ML-KEM-768)' },
  { value: 'classical', label: 'Classical (X25519)' },
];

function Value({ label, bytes, testId }: { label: string; bytes: Uint8Array; testId?: string }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-ink-3">
        {label} <span className="whitespace-nowrap">({bytes.length.toLocaleString('en-US')} bytes)</span>
      </dt>
      <dd data-testid={testId} className="font-mono text-sm break-all text-ink" title={bytes.length <= 64 ? bytesToHex(bytes) : undefined}>
        {shortHex(bytes)}
      </dd>
    </div>
  );
}

type Breaks = { x25519: boolean; mlKem: boolean };

/** One exchange, the message sealed and opened, and the attacker's attempt. */
async function exchange(mode: Mode, text: string, breaks: Breaks): Promise<Outcome> {
  const handshake = runHandshake(mode);
  const { nonce, sealed } = await encrypt(handshake.keyInitiator, text);
  const decrypted = await decrypt(handshake.keyResponder, nonce, sealed);
  const key = attackerKey(handshake, breaks);
  return { handshake, nonce, sealed, decrypted, attacker: { key, decrypted: await decrypt(key, nonce, sealed) } };
}

/** The hybrid handshake: real X25519 and ML-KEM-768, HKDF-SHA-256, AES-256-GCM in the browser. */
export default function HybridHandshakeDemo() {
  const [mode, setMode] = useState<Mode>('hybrid');
  const [message, setMessage] = useState('Open breaker 7 at 14:00');
  const [linkIndex, setLinkIndex] = useState(0);
  const [hops, setHops] = useState(2);
  const [loss, setLoss] = useState(2);
  const [broken, setBroken] = useState({ x25519: false, mlKem: false });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();

  // The key exchange is a few hundred milliseconds of arithmetic on a phone: it starts in its own
  // task, so the button's "Running…" paints first instead of the tap waiting for it.
  const run = useCallback((nextMode: Mode, text: string, breaks: Breaks) => {
    setTimeout(() => {
      void exchange(nextMode, text, breaks).then((result) => {
        setOutcome(result);
        setBusy(false);
      });
    }, 0);
  }, []);

  // The first exchange runs as soon as the demo appears.
  useEffect(() => {
    let live = true;
    void exchange('hybrid', 'Open breaker 7 at 14:00', { x25519: false, mlKem: false }).then((result) => live && setOutcome(result));
    return () => {
      live = false;
    };
  }, []);

  // The attacker view follows the switches without a new exchange.
  const toggle = async (which: 'x25519' | 'mlKem', value: boolean) => {
    const next = { ...broken, [which]: value };
    setBroken(next);
    if (!outcome) return;
    const key = attackerKey(outcome.handshake, next);
    setOutcome({ ...outcome, attacker: { key, decrypted: await decrypt(key, outcome.nonce, outcome.sealed) } });
  };

  const link = links[linkIndex] ?? links[0];
  const h = outcome?.handshake;
  const agreed = h ? equalBytes(h.keyInitiator, h.keyResponder) : false;
  const falls = h ? sessionFalls(h.mode, broken) : false;
  const time = h && link ? handshakeTimeMs(h.sizes, link, hops, loss / 100) : 0;
  const seconds = time >= 1000 ? `${(time / 1000).toFixed(2)} s` : `${Math.round(time)} ms`;
  const summary = h
    ? `${modes.find((m) => m.value === h.mode)?.label}: keys ${agreed ? 'agree' : 'differ'}, ${(h.sizes.message1 + h.sizes.message2).toLocaleString('en-US')} bytes exchanged, message ${outcome?.decrypted === null ? 'not decrypted' : 'decrypted'}; attacker ${outcome?.attacker.decrypted !== null ? 'reads the message' : 'cannot read the message'}.`
    : '';

  return (
    <DemoLayout
      controls={
        <>
          <SelectField
            label="Mode"
            value={mode}
            options={modes}
            onChange={(next) => {
              setMode(next);
              run(next, message, broken);
            }}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={messageId} className="text-sm font-medium text-ink">
              Message to encrypt
            </label>
            <textarea
              id={messageId}
              rows={3}
              maxLength={280}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              className="rounded-xl border border-line-strong bg-surface px-3 py-2 text-ink focus-visible:border-focus"
            />
          </div>
          <WordButton word={busy ? 'running' : 'run'} variant="primary" disabled={busy} onClick={() => {
              setBusy(true);
              run(mode, message, broken);
            }} />
          <SelectField
            label="Link"
            value={String(linkIndex)}
            options={links.map((l, index) => ({ value: String(index), label: l.label }))}
            onChange={(value) => setLinkIndex(Number(value))}
          />
          <RangeField label="Mesh hops" value={hops} min={1} max={6} onChange={setHops} />
          <RangeField label="Packet loss" value={loss} min={0} max={20} format={(v) => `${v}%`} onChange={setLoss} />
          <fieldset className="space-y-2 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-medium text-ink">Simulated attacks</legend>
            <CheckboxField label="Break X25519" checked={broken.x25519} onChange={(v) => void toggle('x25519', v)} />
            <CheckboxField label="Break ML-KEM" checked={broken.mlKem} onChange={(v) => void toggle('mlKem', v)} />
          </fieldset>
        </>
      }
    >
      <ResultsHeading />
      <LiveResult message={summary} />
      {h && outcome ? (
        <>
          <ResultStats
            items={[
              { label: 'Bytes exchanged', value: (h.sizes.message1 + h.sizes.message2).toLocaleString('en-US'), testId: 'bytes' },
              { label: `Handshake time, ${hops} hop${hops > 1 ? 's' : ''}`, value: seconds, testId: 'time' },
              { label: 'Session keys', value: agreed ? 'Agree' : 'Differ', testId: 'agree' },
            ]}
          />
          <section aria-label="Messages on the wire" className="space-y-3 rounded-2xl border border-line p-4">
            <h4 className="text-sm font-semibold text-ink">
              1. Control center → substation: {h.sizes.message1.toLocaleString('en-US')} bytes
            </h4>
            <dl className="space-y-2">
              {h.mode !== 'post-quantum' ? <Value label="X25519 public key" bytes={h.responder.x25519Public} /> : null}
              {h.mode !== 'classical' ? <Value label="ML-KEM-768 encapsulation key" bytes={h.responder.mlKemPublic} /> : null}
            </dl>
            <h4 className="pt-2 text-sm font-semibold text-ink">
              2. Substation → control center: {h.sizes.message2.toLocaleString('en-US')} bytes
            </h4>
            <dl className="space-y-2">
              {h.mode !== 'post-quantum' ? <Value label="X25519 ephemeral public key" bytes={h.initiator.x25519Public} /> : null}
              {h.mode !== 'classical' ? <Value label="ML-KEM-768 ciphertext" bytes={h.initiator.cipherText} testId="kem-ciphertext" /> : null}
            </dl>
          </section>
          <section aria-label="Derived secrets" className="space-y-2 rounded-2xl border border-line p-4">
            <dl className="space-y-2">
              {h.mode !== 'post-quantum' ? <Value label="X25519 shared secret" bytes={h.secrets.x25519Responder} /> : null}
              {h.mode !== 'classical' ? <Value label="ML-KEM shared secret" bytes={h.secrets.mlKemResponder} /> : null}
              <Value label="Session key, HKDF-SHA-256" bytes={h.keyResponder} testId="session-key" />
              <Value label="AES-256-GCM nonce" bytes={outcome.nonce} />
              <Value label="Encrypted message + tag" bytes={outcome.sealed} testId="sealed" />
            </dl>
            <p className="pt-1 text-sm text-ink-2">
              Decrypted by the control center:{' '}
              <strong data-testid="decrypted" className="font-mono text-ink">
                {outcome.decrypted ?? '(authentication failed)'}
              </strong>
            </p>
          </section>
          <section
            aria-label="Attacker view"
            className={`space-y-2 rounded-2xl border p-4 ${falls ? 'border-security bg-security/5' : 'border-line'}`}
          >
            <p data-testid="attacker" className="text-sm font-semibold text-ink">
              {falls
                ? 'The attacker recovers the session key and reads the message.'
                : broken.x25519 || broken.mlKem
                  ? 'The session holds: the attacker still lacks one secret.'
                  : 'Nothing is broken: the attacker sees only public values.'}
            </p>
            <dl className="space-y-2">
              <Value label="Attacker's key" bytes={outcome.attacker.key} />
            </dl>
            <p className="text-sm text-ink-2">
              Attacker&apos;s decryption:{' '}
              <strong className="font-mono text-ink">{outcome.attacker.decrypted ?? 'fails (wrong key, tag does not verify)'}</strong>
            </p>
          </section>
        </>
      ) : null}
    </DemoLayout>
  );
}
