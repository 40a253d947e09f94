import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { AiPersonalTrainerPage } from './ai-personal-trainer-page';

// A whole marketing page is the heaviest first render in the suite (styled-components injects
// every rule into jsdom one by one), so under a parallel run it needs more than the 5 s default.
describe('AiPersonalTrainerPage', { timeout: 20_000 }, () => {
  it('has one h1 and its own page title and description', () => {
    renderInShell(<AiPersonalTrainerPage />, { path: '/ai-personal-trainer' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^AI Personal Trainer .*\| RepWise$/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('form analysis for squats and deadlifts'),
    );
  });

  it('describes adaptive plans, camera form analysis, progress tracking and the AI coach', () => {
    renderInShell(<AiPersonalTrainerPage />, { path: '/ai-personal-trainer' });

    const capabilities = screen.getByRole('region', { name: /plans, watches, measures/i });
    expect(
      within(capabilities)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Plans that adapt to you',
      'Camera form analysis',
      'Progress you can see',
      'An AI coach, 24/7',
    ]);
    expect(capabilities).toHaveTextContent(/squats and deadlifts/);
  });

  it('reveals an FAQ answer when its question is opened', async () => {
    const user = userEvent.setup();
    renderInShell(<AiPersonalTrainerPage />, { path: '/ai-personal-trainer' });

    const faq = screen.getByRole('region', { name: 'Questions, answered' });
    const question = within(faq).getByText('Is my camera video uploaded?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');

    await user.click(question);

    expect(details).toHaveAttribute('open');
  });

  it('sends every call to action to /auth', () => {
    renderInShell(<AiPersonalTrainerPage />, { path: '/ai-personal-trainer' });

    const footerLinks = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole(
      'link',
    );
    const ctas = screen.getAllByRole('link').filter((link) => !footerLinks.includes(link));
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const link of ctas) expect(link).toHaveAttribute('href', '/auth');
  });
});
