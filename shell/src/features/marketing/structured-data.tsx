/** What search engines read about RepWise (schema.org); marketing figures from the spec. */
export const repwiseStructuredData = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'RepWise',
  description:
    'An AI personal trainer with adaptive workout plans, real-time form analysis and a 24/7 AI coach.',
  applicationCategory: 'HealthApplication',
  operatingSystem: 'Web',
  offers: {
    '@type': 'Offer',
    price: '29.99',
    priceCurrency: 'USD',
  },
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: 4.8,
    reviewCount: 2847,
  },
} as const;

/** Renders structured data as a JSON-LD script; `<` is escaped so the JSON can never close the tag. */
export function StructuredData({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
