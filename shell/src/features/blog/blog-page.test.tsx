import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../../test/render';
import { BlogPage } from './blog-page';
import { blogPosts } from './blog-posts';

function articleTitles(): string[] {
  return screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading', { level: 2 }).textContent ?? '');
}

function categoryButton(name: string): HTMLElement {
  const group = screen.getByRole('group', { name: 'Filter by category' });
  return within(group).getByRole('button', { name });
}

// A whole page's first render is slow in jsdom (styled-components injects every rule one by one),
// so under a parallel run it can need more than the 5 s default.
describe('BlogPage', { timeout: 20_000 }, () => {
  it('lists all six articles with one h1 and sets the page title', () => {
    renderInShell(<BlogPage />, { path: '/blog' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(articleTitles()).toHaveLength(6);
    expect(screen.getByText('6 articles')).toHaveAttribute('role', 'status');
    expect(document.title).toMatch(/Blog .*\| RepWise$/);
  });

  it('shows the listing on /blog/{postId} too', () => {
    renderInShell(<BlogPage />, { path: '/blog/beyond-the-scale', routePath: '/blog/:postId' });

    expect(articleTitles()).toHaveLength(6);
  });

  it("shows each article's category, tags, date and read time", () => {
    renderInShell(<BlogPage />, { path: '/blog' });

    const article = screen.getByRole('article', { name: /how deep should you squat/i });
    expect(article).toHaveTextContent('Workouts');
    expect(within(article).getByRole('list', { name: 'Tags' })).toHaveTextContent('squats');
    expect(within(article).getByText('Jan 14, 2025')).toHaveAttribute('dateTime', '2025-01-14');
    expect(article).toHaveTextContent('7 min read');
  });

  it('filters the articles as the user types a search query', async () => {
    const user = userEvent.setup();
    renderInShell(<BlogPage />, { path: '/blog' });

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'PROTEIN');

    expect(articleTitles()).toEqual(['Protein Timing: What Actually Matters for Building Muscle']);
    expect(screen.getByText('1 article')).toHaveAttribute('role', 'status');
  });

  it('filters by category and marks only the chosen button as pressed', async () => {
    const user = userEvent.setup();
    renderInShell(<BlogPage />, { path: '/blog' });
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');

    await user.click(categoryButton('AI Coaching'));

    expect(categoryButton('AI Coaching')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'false');
    const expected = blogPosts.filter((post) => post.category === 'ai-coaching');
    expect(articleTitles()).toEqual(expected.map((post) => post.title));

    await user.click(categoryButton('All'));

    expect(articleTitles()).toHaveLength(6);
  });

  it('shows an empty state when nothing matches, and clearing the filters restores the list', async () => {
    const user = userEvent.setup();
    renderInShell(<BlogPage />, { path: '/blog' });

    await user.click(categoryButton('Nutrition'));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'deadlift');

    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Nothing matches “deadlift” in Nutrition. Try a different word or another category.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(articleTitles()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true');
  });
});
