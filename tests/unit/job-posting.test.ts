import { jobs } from '@/content/jobs';
import { jobJsonLd } from '@/lib/seo/page-json-ld';

/**
 * Google's JobPosting rich result: "you must include the addressCountry property" in jobLocation's
 * address; without it a posting is not eligible for Job Search.
 */
describe('JobPosting structured data', () => {
  it.each(jobs.map((job) => [job.id, job] as const))('%s names the country of its location', (_id, job) => {
    const data = jobJsonLd(job) as { jobLocation: { address: { addressCountry?: unknown; addressLocality?: unknown } } };
    expect(data.jobLocation.address.addressCountry).toMatch(/^[A-Z]{2}$/);
    expect(data.jobLocation.address.addressLocality).toBe(job.location);
  });

  it('gives the countries the locations name', () => {
    const countryOf = Object.fromEntries(jobs.map((job) => [job.id, job.country]));
    expect(countryOf['qec-research-scientist-zurich']).toBe('CH');
    expect(countryOf['ml-scientist-protein-design-singapore']).toBe('SG');
    expect(countryOf['flight-software-engineer-heraos-toulouse']).toBe('FR');
    expect(countryOf['data-hall-operations-lead-reykjavik']).toBe('IS');
    expect(countryOf['senior-cryogenic-systems-engineer-boston']).toBe('US');
  });

  it('escapes its plain texts in the HTML description, so an ampersand or a bracket cannot break it', () => {
    const [first] = jobs;
    if (!first) throw new Error('no job');
    const job = { ...first, summary: 'R&D on <qubits> for "Orion-9"', responsibilities: ['Own the O\'Brien & Co. interface'] };
    const { description } = jobJsonLd(job) as { description: string };
    expect(description).toBe('<p>R&#38;D on &#60;qubits&#62; for &#34;Orion-9&#34;</p><ul><li>Own the O&#39;Brien &#38; Co. interface</li></ul>');
  });
});
