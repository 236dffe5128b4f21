import { render, screen } from '@testing-library/react';
import { withContactLinks } from '@/components/sections/contact-links';

describe('withContactLinks', () => {
  it("links the company's addresses and phone number in a line of copy, keeping the words around them", () => {
    const { container } = render(<p>{withContactLinks('Write to press@tessellon.example or privacy@tessellon.example, or call +1 617 555 0142 on weekdays.')}</p>);
    expect(container).toHaveTextContent('Write to press@tessellon.example or privacy@tessellon.example, or call +1 617 555 0142 on weekdays.');
    expect(screen.getByRole('link', { name: 'press@tessellon.example' })).toHaveAttribute('href', 'mailto:press@tessellon.example');
    expect(screen.getByRole('link', { name: 'privacy@tessellon.example' })).toHaveAttribute('href', 'mailto:privacy@tessellon.example');
    const phone = screen.getByRole('link', { name: '+1 617 555 0142' });
    expect(phone).toHaveAttribute('href', 'tel:+16175550142');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('leaves other text, and addresses of other domains, as they are', () => {
    expect(withContactLinks('No address here.')).toBe('No address here.');
    const { container } = render(<p>{withContactLinks('Ask ada@example.com instead.')}</p>);
    expect(container.querySelector('a')).toBeNull();
  });
});
