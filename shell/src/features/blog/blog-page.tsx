import { Badge, Button, Card, TextField } from '@repwise/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { usePageMeta } from '../../lib/page-meta';
import { BlogPostCard } from './blog-post-card';
import { blogCategoryLabels, blogPosts, type BlogCategoryFilter } from './blog-posts';
import { CategoryFilter } from './category-filter';
import { filterPosts } from './filter-posts';

const Page = styled.div`
  width: 100%;
  max-width: 1160px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(5)} ${theme.space(20)}`};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

const Intro = styled.header`
  max-width: 680px;
  margin-bottom: ${({ theme }) => theme.space(10)};
  h1 {
    margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(3)}`};
    font-size: clamp(2rem, 3vw + 1rem, 3rem);
    font-weight: 800;
    letter-spacing: -0.03em;
  }
  p {
    margin: 0;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(280px, 360px) 1fr;
    align-items: end;
  }
`;

const ResultCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const EmptyState = styled(Card)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(14)};
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    max-width: 28rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function describeEmptyResult(query: string, category: BlogCategoryFilter): string {
  const scope = category === 'all' ? '' : ` in ${blogCategoryLabels[category]}`;
  const trimmed = query.trim();
  return trimmed === ''
    ? `There are no articles${scope} yet. Try another category.`
    : `Nothing matches “${trimmed}”${scope}. Try a different word or another category.`;
}

/** The blog listing (/blog and /blog/{postId}): search, category filter and article cards. */
export function BlogPage() {
  usePageMeta({
    title: 'Blog — Training, Nutrition and AI Coaching Tips | RepWise',
    description:
      'Practical articles from the RepWise coaches on workouts, nutrition, AI coaching, progress tracking and health.',
  });
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategoryFilter>('all');
  const posts = filterPosts(blogPosts, { category, query });

  function clearFilters() {
    setQuery('');
    setCategory('all');
  }

  return (
    <Page>
      <Intro>
        <Badge $tone="accent">RepWise Blog</Badge>
        <h1>Train smarter, one read at a time</h1>
        <p>Technique guides, nutrition basics and the science behind your AI coach.</p>
      </Intro>
      <Controls>
        <TextField
          label="Search articles"
          type="search"
          placeholder="Search titles, topics and tags"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <CategoryFilter selected={category} onSelect={setCategory} />
      </Controls>
      <ResultCount role="status">
        {posts.length === 1 ? '1 article' : `${posts.length} articles`}
        {category !== 'all' && ` in ${blogCategoryLabels[category]}`}
      </ResultCount>
      {posts.length > 0 ? (
        <Grid>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} />
            </li>
          ))}
        </Grid>
      ) : (
        <EmptyState as="section" aria-labelledby="blog-empty-heading">
          <h2 id="blog-empty-heading">No articles found</h2>
          <p>{describeEmptyResult(query, category)}</p>
          <Button type="button" $variant="secondary" onClick={clearFilters}>
            Clear filters
          </Button>
        </EmptyState>
      )}
    </Page>
  );
}
