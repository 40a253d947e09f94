import type { ReactNode, SVGProps } from 'react';

/** Names of the line icons the marketing pages draw. */
export type MarketingIconName =
  | 'coach'
  | 'form'
  | 'adaptive'
  | 'health'
  | 'privacy'
  | 'accessibility'
  | 'profile'
  | 'play'
  | 'chart'
  | 'check';

const paths: Record<MarketingIconName, ReactNode> = {
  coach: (
    <>
      <path d="M12 3a4 4 0 0 1 4 4v1a4 4 0 0 1-8 0V7a4 4 0 0 1 4-4Z" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
      <path d="M18.5 3.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6Z" />
    </>
  ),
  form: (
    <>
      <path d="M3 8V5a2 2 0 0 1 2-2h3M16 3h3a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2h-3M8 21H5a2 2 0 0 1-2-2v-3" />
      <circle cx="12" cy="7" r="1.5" />
      <path d="M12 9v4l-3 2.5V18M12 13l3 2.5V18M9 11h6" />
    </>
  ),
  adaptive: (
    <>
      <path d="M3 17l5-5 4 4 8-8" />
      <path d="M14 8h6v6" />
    </>
  ),
  health: (
    <>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      <path d="M7.5 12h2.5l1.5-2.5 2 5 1.5-2.5h1.5" />
    </>
  ),
  privacy: (
    <>
      <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6Z" />
      <rect x="9" y="10.5" width="6" height="5" rx="1" />
      <path d="M10.5 10.5V9a1.5 1.5 0 0 1 3 0v1.5" />
    </>
  ),
  accessibility: (
    <>
      <circle cx="12" cy="4.5" r="1.5" />
      <path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5L9 21M12 14.5l3 6.5" />
    </>
  ),
  profile: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M8 17a4 4 0 0 1 8 0" />
    </>
  ),
  play: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5Z" />
    </>
  ),
  chart: (
    <>
      <path d="M4 20h16" />
      <path d="M7 16v-4M12 16V8M17 16v-7" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

/** A decorative 24×24 line icon drawn in the current text colour; hidden from assistive tech. */
export function MarketingIcon({
  name,
  ...svgProps
}: { name: MarketingIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...svgProps}
    >
      {paths[name]}
    </svg>
  );
}
