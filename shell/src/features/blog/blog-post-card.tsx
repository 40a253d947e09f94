import { Badge, Card } from '@repwise/ui';
import styled from 'styled-components';
import { blogCategoryLabels, type BlogPost } from './blog-posts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const Article = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  overflow: hidden;
  transition: border-color 160ms ease;
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: 4px;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0;
    font-size: 1.1875rem;
    letter-spacing: -0.01em;
  }
  p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TopRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Byline = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

/** One article summary in the blog listing. */
export function BlogPostCard({ post }: { post: BlogPost }) {
  const headingId = `post-${post.id}`;
  return (
    <Article as="article" aria-labelledby={headingId}>
      <TopRow>
        <Badge $tone="primary">{blogCategoryLabels[post.category]}</Badge>
        <span>{post.readMinutes} min read</span>
      </TopRow>
      <h2 id={headingId}>{post.title}</h2>
      <p>{post.excerpt}</p>
      <Tags aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </Tags>
      <Byline>
        <strong>{post.author}</strong>
        <span aria-hidden="true">·</span>
        <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
      </Byline>
    </Article>
  );
}
