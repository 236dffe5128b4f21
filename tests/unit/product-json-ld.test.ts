import { getPage } from '@/lib/content';
import { pageJsonLd } from '@/lib/seo/page-json-ld';

const offerOf = (path: string) => {
  const data = pageJsonLd(getPage(path)!, 'en') as { '@type'?: string; offers?: Record<string, unknown> }[];
  return data.find((item) => item['@type'] === 'Product')?.offers;
};

describe('a product page’s offer', () => {
  it('says when its price is a subscription: the quantum cloud plans are per month', () => {
    expect(offerOf('/products/quantum')).toMatchObject({
      price: 4900,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 4900, priceCurrency: 'USD', unitCode: 'MON' },
    });
  });

  it('says when it is an annual fee, and gives a one-off price as it is', () => {
    expect(offerOf('/products/green-energy')).toMatchObject({ price: 60000, priceSpecification: { unitCode: 'ANN' } });
    const tile = offerOf('/products/quantum-chip-v3');
    expect(tile).toMatchObject({ price: 165000 });
    expect(tile).not.toHaveProperty('priceSpecification');
  });
});
