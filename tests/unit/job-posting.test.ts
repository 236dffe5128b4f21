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
});
