/** The topics a blog post can belong to. */
export const blogCategories = [
  'workouts',
  'nutrition',
  'ai-coaching',
  'progress',
  'health',
] as const;

/** One blog topic. */
export type BlogCategory = (typeof blogCategories)[number];

/** A category filter choice: a topic, or 'all' for no filter. */
export type BlogCategoryFilter = 'all' | BlogCategory;

/** Filter choices in the order the listing shows them. */
export const blogCategoryFilters: readonly BlogCategoryFilter[] = ['all', ...blogCategories];

/** Human labels for each filter choice. */
export const blogCategoryLabels: Record<BlogCategoryFilter, string> = {
  all: 'All',
  workouts: 'Workouts',
  nutrition: 'Nutrition',
  'ai-coaching': 'AI Coaching',
  progress: 'Progress',
  health: 'Health',
};

/** A blog article summary as the listing shows it; `publishedAt` is an ISO date (UTC). */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  tags: readonly string[];
  author: string;
  publishedAt: string;
  readMinutes: number;
}

/** The six hard-coded sample articles of the blog (spec 02 §2). */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 'how-deep-should-you-squat',
    title: 'How Deep Should You Squat? A Practical Guide to Depth and Knee Tracking',
    excerpt:
      'Hip crease below the knee, knees over toes, heels down: what good squat depth looks like, why it matters for your joints, and three drills to earn it.',
    category: 'workouts',
    tags: ['squats', 'technique', 'mobility'],
    author: 'Elena Vargas',
    publishedAt: '2025-01-14',
    readMinutes: 7,
  },
  {
    id: 'protein-timing-what-matters',
    title: 'Protein Timing: What Actually Matters for Building Muscle',
    excerpt:
      'The anabolic window is wider than the gym myths suggest. Daily intake comes first — here is how to spread 1.6 g per kilogram across meals you will actually eat.',
    category: 'nutrition',
    tags: ['protein', 'muscle gain', 'meal planning'],
    author: 'Dr. Samuel Ortiz',
    publishedAt: '2025-02-03',
    readMinutes: 6,
  },
  {
    id: 'inside-real-time-form-analysis',
    title: 'Inside Real-Time Form Analysis: How Your Camera Spots a Rounded Back',
    excerpt:
      'From 33 body landmarks to a form score in milliseconds: a look at how pose estimation turns your webcam into a second pair of eyes during deadlifts.',
    category: 'ai-coaching',
    tags: ['pose estimation', 'deadlifts', 'technology'],
    author: 'Priya Natarajan',
    publishedAt: '2025-02-21',
    readMinutes: 8,
  },
  {
    id: 'choosing-your-coaching-style',
    title: 'Drill Sergeant or Cheerleader? Choosing Your AI Coaching Style',
    excerpt:
      'Some people thrive on tough love, others on encouragement. How the tone of feedback changes adherence, and how to pick the coach personality that keeps you training.',
    category: 'ai-coaching',
    tags: ['motivation', 'ai coach', 'habits'],
    author: 'Marcus Lee',
    publishedAt: '2025-03-10',
    readMinutes: 5,
  },
  {
    id: 'beyond-the-scale',
    title: 'Beyond the Scale: Five Better Ways to Measure Your Progress',
    excerpt:
      'Body weight swings by a kilo a day. Waist measurements, progress photos, form scores and strength trends tell you far more about whether your plan is working.',
    category: 'progress',
    tags: ['measurements', 'progress photos', 'goals'],
    author: 'Elena Vargas',
    publishedAt: '2025-03-27',
    readMinutes: 6,
  },
  {
    id: 'sleep-stress-and-recovery',
    title: 'Sleep, Stress and Recovery: Why Rest Days Make You Stronger',
    excerpt:
      'Training is the stimulus; recovery is where you adapt. What seven to nine hours of sleep does for strength, and the warning signs that you need a deload week.',
    category: 'health',
    tags: ['recovery', 'sleep', 'injury prevention'],
    author: 'Dr. Samuel Ortiz',
    publishedAt: '2025-04-15',
    readMinutes: 7,
  },
];
