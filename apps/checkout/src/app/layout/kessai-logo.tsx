/**
 * The Kessai mark and wordmark, drawn for the product. The name is the wordmark itself, so it is
 * the same in every language; `className` sizes it (its height follows the text).
 */
export function KessaiLogo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      role="img"
      aria-label="Kessai"
      viewBox="0 0 92 24"
      width="92"
      height="24"
      focusable="false"
    >
      <rect x="0" y="0" width="24" height="24" rx="6" fill="#0a58ca" />
      {/* A "K" whose arms meet a coin: the mark of a payment. */}
      <path d="M7 5.5h3v13H7z" fill="#fff" />
      <path d="M10 12.4 15.6 5.5h3.6l-6.1 7.1z" fill="#fff" />
      <circle cx="16.2" cy="16.2" r="3.1" fill="none" stroke="#fff" strokeWidth="2" />
      <text
        x="30"
        y="17.5"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="16"
        fontWeight="700"
        letterSpacing="0.2"
      >
        Kessai
      </text>
    </svg>
  );
}
