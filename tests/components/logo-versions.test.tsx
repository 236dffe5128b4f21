import { render, screen, within } from '@testing-library/react';
import { LogoVersions } from '@/components/sections/logo-versions';
import { ICON_SPRITE } from '@/components/ui/icon';
import { getPage } from '@/lib/content';

describe('the media kit\'s logo versions', () => {
  const block = getPage('/media-kit')?.blocks.find((candidate) => candidate.type === 'logos');

  it('are on the media kit: color, ink and white, as its copy lists them', () => {
    expect(block?.type === 'logos' && block.versions.map((version) => version.tone)).toEqual(['color', 'ink', 'white']);
  });

  it('show each the full logo and the mark alone, captioned, on the background the version is made for in either theme', () => {
    if (block?.type !== 'logos') throw new Error('no logos block on /media-kit');
    render(<LogoVersions versions={block.versions} />);
    const figures = within(screen.getByTestId('logo-versions')).getAllByRole('figure');
    expect(figures).toHaveLength(3);
    for (const [index, figure] of figures.entries()) {
      const version = block.versions[index]!;
      expect(within(figure).getByText(version.caption).tagName).toBe('FIGCAPTION');
      const panel = figure.querySelector(`[data-tone="${version.tone}"]`);
      expect(panel).toHaveAttribute('aria-hidden', 'true');
      expect(panel).toHaveTextContent('Tessellon');
      expect([...(panel?.querySelectorAll('use') ?? [])].map((use) => use.getAttribute('href'))).toEqual([`${ICON_SPRITE}#logo`, `${ICON_SPRITE}#logo`]);
      // The panel's own tokens keep it light (or dark) when the page's theme is the other one.
      expect(panel).toHaveClass(version.tone === 'white' ? 'dark-tokens' : 'light-tokens');
    }
    // The one-color versions paint the accent tile in the version's one colour.
    expect(figures[1]?.querySelector('[data-tone="ink"]')?.className).toContain('[--signal:var(--ink)]');
    expect(figures[2]?.querySelector('[data-tone="white"]')?.className).toContain('[--signal:#ffffff]');
  });
});
