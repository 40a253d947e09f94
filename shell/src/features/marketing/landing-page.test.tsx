import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { LandingPage } from './landing-page';

function section(name: RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

function linksOutsideFooterNav(): HTMLElement[] {
  const footerLinks = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole(
    'link',
  );
  return screen.getAllByRole('link').filter((link) => !footerLinks.includes(link));
}

// A whole marketing page is the heaviest first render in the suite (styled-components injects
// every rule into jsdom one by one), so under a parallel run it needs more than the 5 s default.
describe('LandingPage', { timeout: 20_000 }, () => {
  it('has exactly one h1 and sets the page title and description', () => {
    renderInShell(<LandingPage />);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('RepWise — Your AI Personal Trainer');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('AI personal trainer'),
    );
  });

  it('states the form accuracy, coaching and rating claims in the hero', () => {
    renderInShell(<LandingPage />);

    const claims = screen.getByRole('list', { name: 'Why people choose RepWise' });
    const texts = within(claims)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toBe('95% form accuracy');
    expect(texts[1]).toBe('24/7 coaching');
    expect(texts[2]).toMatch(/^4\.8 out of 5.*from 2847 reviews$/);
  });

  it('shows six feature cards in the #features section', () => {
    renderInShell(<LandingPage />);

    const features = section(/everything a great coach does/i);
    expect(features).toHaveAttribute('id', 'features');
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'AI personal trainer',
      'Real-time form analysis',
      'Adaptive workouts',
      'Health integration',
      'Private by design',
      'Accessible for every body',
    ]);
  });

  it('explains how it works in three steps', () => {
    renderInShell(<LandingPage />);

    const steps = within(section(/three steps/i)).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Set up your profile',
      'Start your workout',
      'Track your progress',
    ]);
  });

  it('shows three named testimonials in the #reviews section', () => {
    renderInShell(<LandingPage />);

    const reviews = section(/loved by people/i);
    expect(reviews).toHaveAttribute('id', 'reviews');
    const quotes = within(reviews).getAllByRole('figure');
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      expect(quote.querySelector('blockquote')).not.toBeNull();
      expect(quote.querySelector('figcaption')?.textContent).toMatch(/\w+ \w+/);
    }
  });

  it('offers a free Starter plan and a Pro plan at 29 per month marked most popular', () => {
    renderInShell(<LandingPage />);

    const pricing = section(/simple pricing/i);
    expect(pricing).toHaveAttribute('id', 'pricing');
    expect(within(pricing).getAllByRole('article')).toHaveLength(2);

    const starter = within(pricing).getByRole('article', { name: /starter/i });
    expect(starter).toHaveTextContent('Free');
    expect(starter).not.toHaveTextContent('Most popular');
    expect(within(starter).getByRole('list', { name: 'Starter includes' })).toBeInTheDocument();

    const pro = within(pricing).getByRole('article', { name: /pro/i });
    expect(pro).toHaveTextContent('Most popular');
    expect(within(pro).getByText('$29')).toBeInTheDocument();
    expect(within(pro).getByText('per month')).toBeInTheDocument();
    expect(within(pro).getByRole('list', { name: 'Pro includes' })).toBeInTheDocument();
  });

  it('sends every call to action to /auth', () => {
    renderInShell(<LandingPage />);

    const ctas = linksOutsideFooterNav();
    expect(ctas.map((link) => link.textContent)).toEqual([
      'Get Started',
      'Try a free workout',
      'Start for free',
      'Go Pro',
      'Get Started',
    ]);
    for (const link of ctas) expect(link).toHaveAttribute('href', '/auth');
  });

  it('links the footer to the blog and the AI trainer page with a RepWise copyright', () => {
    renderInShell(<LandingPage />);

    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footerNav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(footerNav).getByRole('link', { name: 'AI Personal Trainer' })).toHaveAttribute(
      'href',
      '/ai-personal-trainer',
    );
    expect(screen.getByText(/© \d{4} RepWise/)).toBeInTheDocument();
  });

  it('publishes JSON-LD with a 29.99 USD offer and a 4.8 rating from 2847 reviews', () => {
    const { container } = renderInShell(<LandingPage />);

    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'RepWise',
      offers: { '@type': 'Offer', price: '29.99', priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 2847 },
    });
  });
});
