import type { BlogCategoryFilter, BlogPost } from './blog-posts';

/** What the listing is filtered by: a category ('all' for none) and free-text search. */
export interface PostFilter {
  category: BlogCategoryFilter;
  query: string;
}

function matchesQuery(post: BlogPost, needle: string): boolean {
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/**
 * The posts in `category` whose title, excerpt or a tag contains `query`, in their original
 * order. The query is trimmed and case-insensitive; an empty query matches every post.
 */
export function filterPosts(
  posts: readonly BlogPost[],
  { category, query }: PostFilter,
): BlogPost[] {
  const needle = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (category === 'all' || post.category === category) &&
      (needle === '' || matchesQuery(post, needle)),
  );
}
