import { describe, expect, it } from 'vitest';
import type { BlogPost } from './blog-posts';
import { filterPosts, type PostFilter } from './filter-posts';

function buildPost(overrides: Partial<BlogPost> & Pick<BlogPost, 'id'>): BlogPost {
  return {
    title: 'Untitled',
    excerpt: 'No excerpt.',
    category: 'workouts',
    tags: [],
    author: 'Test Author',
    publishedAt: '2025-01-01',
    readMinutes: 5,
    ...overrides,
  };
}

const posts: readonly BlogPost[] = [
  buildPost({ id: 'squat', title: 'Squat Depth Guide', tags: ['legs'], category: 'workouts' }),
  buildPost({ id: 'protein', excerpt: 'How much Protein per meal', category: 'nutrition' }),
  buildPost({ id: 'pose', tags: ['Pose Estimation'], category: 'ai-coaching' }),
  buildPost({ id: 'deadlift', title: 'Deadlift basics', excerpt: 'Hinge, brace, pull.' }),
  buildPost({ id: 'sleep', title: 'Sleep and recovery', category: 'health', tags: ['legs'] }),
];

function idsFor(filter: PostFilter): string[] {
  return filterPosts(posts, filter).map((post) => post.id);
}

describe('filterPosts', () => {
  it.each<[string, PostFilter, string[]]>([
    [
      'an empty query and "all" keep every post in order',
      { category: 'all', query: '' },
      ['squat', 'protein', 'pose', 'deadlift', 'sleep'],
    ],
    [
      'a blank query counts as empty',
      { category: 'all', query: '   ' },
      ['squat', 'protein', 'pose', 'deadlift', 'sleep'],
    ],
    ['a query matches the title', { category: 'all', query: 'depth' }, ['squat']],
    ['a query matches the excerpt', { category: 'all', query: 'per meal' }, ['protein']],
    ['a query matches a tag', { category: 'all', query: 'estimation' }, ['pose']],
    ['matching ignores case', { category: 'all', query: 'PROTEIN' }, ['protein']],
    ['the query is trimmed', { category: 'all', query: '  deadlift  ' }, ['deadlift']],
    [
      'a query can match several posts through different fields',
      { category: 'all', query: 'legs' },
      ['squat', 'sleep'],
    ],
    ['a category keeps only its posts', { category: 'workouts', query: '' }, ['squat', 'deadlift']],
    ['category and query combine', { category: 'health', query: 'legs' }, ['sleep']],
    [
      'a query outside the chosen category finds nothing',
      { category: 'nutrition', query: 'squat' },
      [],
    ],
    ['a query nothing contains finds nothing', { category: 'all', query: 'yoga' }, []],
    ['a category with no posts finds nothing', { category: 'progress', query: '' }, []],
  ])('%s', (_case, filter, expectedIds) => {
    expect(idsFor(filter)).toEqual(expectedIds);
  });

  it('does not match other fields such as the author', () => {
    expect(idsFor({ category: 'all', query: 'Test Author' })).toEqual([]);
  });
});
