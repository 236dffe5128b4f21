'use client';

import { useState } from 'react';
import { LINKS, handshakeBytes, handshakeTime, rotationTime } from '@/lib/demos/pqc-link';
import { BarChart, CheckboxField, DemoLayout, LiveResult, RangeField, ResultStats, ResultTable, ResultsHeading, WordButton } from './kit';

const DEFAULTS = { cached: true, mutual: true, chain: 2, sessions: 6 };
const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(1)} ms`);

/** EchoNet: hybrid handshake sizes and durations on each link type, and the time a rotation takes. */
export default function EchoNetDemo() {
  const [p, setP] = useState(DEFAULTS);
  const set = <K extends keyof typeof DEFAULTS>(key: K) => (value: (typeof DEFAULTS)[K]) => setP((old) => ({ ...old, [key]: value }));
  const o = { cachedCertificates: p.cached, mutual: p.mutual, chainLength: p.chain };
  const bytes = handshakeBytes(o);
  const rows = LINKS.map((link) => ({ link, full: handshakeTime(link, { ...o, cachedCertificates: false }), chosen: handshakeTime(link, o), rotation: rotationTime(link, o, p.sessions) }));
  const radio = rows[2];
  const summary = `${bytes.total.toLocaleString('en-US')} bytes per handshake; on the 64 kbit/s radio link ${ms(radio?.chosen ?? 0)}, rotating ${p.sessions} sessions takes ${ms(radio?.rotation ?? 0)}.`;
  return (
    <DemoLayout
      controls={
        <>
          <CheckboxField label="Certificates cached by peers" checked={p.cached} onChange={set('cached')} />
          <CheckboxField label="Mutual authentication (both ends sign)" checked={p.mutual} onChange={set('mutual')} />
          <RangeField label="Certificate chain length" value={p.chain} min={1} max={3} format={(v) => `${v} certificate${v > 1 ? 's' : ''}`} onChange={set('chain')} />
          <RangeField label="Sessions re-keyed over the link" value={p.sessions} min={1} max={20} onChange={set('sessions')} />
          <WordButton word="reset" onClick={() => setP(DEFAULTS)} />
        </>
      }
    >
      <ResultsHeading />
      <ResultStats items={[
        { label: 'Bytes per handshake', value: bytes.total.toLocaleString('en-US'), testId: 'bytes' },
        { label: 'Handshake on radio link', value: ms(radio?.chosen ?? 0), testId: 'radio-time' },
        { label: 'Rotation on radio link', value: ms(radio?.rotation ?? 0), testId: 'rotation' },
      ]} />
      <LiveResult message={summary} />
      <ResultTable testId="links" caption="Hybrid handshake (X25519 + ML-KEM-768, ML-DSA-65 signatures) per link type" columns={['Link', 'Full handshake', 'With these settings', `Rotate ${p.sessions} sessions`]} rows={rows.map((r) => [r.link.name, ms(r.full), ms(r.chosen), ms(r.rotation)])} />
      <BarChart dataTable="Direction" title="Bytes sent in each direction of one handshake" categories={['Client to server', 'Server to client']} series={[{ label: 'Bytes', values: [bytes.client, bytes.server] }]} yLabel="Bytes" height={220} />
      <p className="text-sm text-ink-2">Sizes from the standards: ML-KEM-768 encapsulation key 1,184 B and ciphertext 1,088 B (FIPS 203), ML-DSA-65 public key 1,952 B and signature 3,309 B (FIPS 204), X25519 key 32 B; a cached chain is replaced by a 32-byte hash. Time is one and a half round trips plus sending every byte at the link rate.</p>
    </DemoLayout>
  );
}
