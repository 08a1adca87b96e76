/**
 * Armada's mark (public/brand/logo-icon.svg) drawn inline: the page loader and the public page show it before
 * anything else, and a separate image would be one more request on a slow phone.
 */
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 80 80"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M39 8V50H13Z" fill="#038ebd" />
      <path d="M45 18V50H66Z" fill="#38a4c8" />
      <path d="M6 55H74L64 68H16Z" fill="#14243a" />
      <path
        d="M6 75.5q8.5-5 17 0t17 0t17 0t17 0"
        fill="none"
        stroke="#038ebd"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
