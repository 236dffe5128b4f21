import { offlineAnswer } from '@/lib/assistant/answer';
for (const q of process.argv.slice(2)) { const t=performance.now(); const a = offlineAnswer(q); console.log('Q:', q, (performance.now()-t).toFixed(0)+'ms'); console.log('A:', a.answer); console.log('  ', a.sources.map(s=>s.url).join(' ')); }
