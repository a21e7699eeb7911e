// Simple line icons for the social networks, drawn here (no icon font, no network calls).
const PATHS = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8Z',
  tiktok: 'M14 3v11.5a3.5 3.5 0 1 1-3-3.46V7.5A7.5 7.5 0 1 0 18 14.5V9a7 7 0 0 0 3 1V6a4 4 0 0 1-4-3h-3Z',
  x: 'M4 4l16 16M20 4 4 20',
} as const;

export function SocialIcon({ network }: { network: keyof typeof PATHS }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[network]} />
    </svg>
  );
}
